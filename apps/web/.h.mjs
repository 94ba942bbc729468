// harness.tsx
import { renderToBuffer } from "@react-pdf/renderer";
import { writeFileSync } from "node:fs";

// u:/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff
var noto_sans_latin_400_normal_default = "/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff";

// u:/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff
var noto_sans_latin_700_normal_default = "/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff";

// u:/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff
var noto_sans_latin_ext_400_normal_default = "/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff";

// u:/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff
var noto_sans_latin_ext_700_normal_default = "/work/main/node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff";

// u:/work/main/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff
var noto_sans_devanagari_devanagari_400_normal_default = "/work/main/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff";

// u:/work/main/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff
var noto_sans_devanagari_devanagari_700_normal_default = "/work/main/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff";

// ../../apps/web/src/features/resume-builder/templates/pdf/fonts.ts
import { Font } from "@react-pdf/renderer";
var FONT_STACK = ["NotoSans", "NotoSansLatinExt", "NotoSansDevanagari"];
var registered = false;
function registerFonts() {
  if (registered) return;
  registered = true;
  Font.register({
    family: "NotoSans",
    fonts: [
      { src: noto_sans_latin_400_normal_default, fontWeight: 400 },
      { src: noto_sans_latin_700_normal_default, fontWeight: 700 }
    ]
  });
  Font.register({
    family: "NotoSansLatinExt",
    fonts: [
      { src: noto_sans_latin_ext_400_normal_default, fontWeight: 400 },
      { src: noto_sans_latin_ext_700_normal_default, fontWeight: 700 }
    ]
  });
  Font.register({
    family: "NotoSansDevanagari",
    fonts: [
      { src: noto_sans_devanagari_devanagari_400_normal_default, fontWeight: 400 },
      { src: noto_sans_devanagari_devanagari_700_normal_default, fontWeight: 700 }
    ]
  });
  Font.registerHyphenationCallback((word) => {
    if (word.length <= 40) return [word];
    const pieces = [];
    for (let i = 0; i < word.length; i += 20) pieces.push(word.slice(i, i + 20));
    return pieces;
  });
}

// ../../apps/web/src/features/resume-builder/templates/pdf/render-pdf.tsx
import { Document, pdf } from "@react-pdf/renderer";

// ../../packages/contract/src/constants.ts
var RESUME_MEMBERSHIP_TYPES = ["ACS", "FCS"];
var RESUME_TEXT_MAX = 300;
var RESUME_MAX_BYTES_MEMBER = 2 * 1024 * 1024;
var RESUME_MAX_BYTES_STUDENT = 5 * 1024 * 1024;
var BUILDER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ../../apps/web/src/features/resume-builder/model/resume-schema.ts
import { z } from "zod";
var GENDERS = ["Male", "Female", "Others"];
var MARITAL_STATUSES = ["Married", "Single", "Divorced", "Widowed"];
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
var OTHER_DESIGNATION = "Other";
var LIMITS = {
  name: 100,
  /** Short one-line fields: parents' names, place, nationality, registration number. */
  short: 100,
  linkedIn: 200,
  membershipNumber: 10,
  mobile: 100,
  email: 254,
  /** Free-text areas and key responsibilities (spec 3 section 9: resume free text 300). */
  text: RESUME_TEXT_MAX,
  itemField: 150,
  /** Entries per section: more than a long career needs, and a bound on local storage. */
  items: 15,
  /** A downscaled image as a data URL is far smaller; this bounds hand-edited imports. */
  imageDataUrl: 15e5
};
var text = (max) => z.string().max(max).default("");
var oneOf = (values) => z.union([z.enum(values), z.literal("")]).default("");
var monthField = oneOf(MONTHS);
var yearField = z.string().regex(/^(\d{4})?$/).default("");
var isoDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/).default("");
var imageDataUrl = z.string().max(LIMITS.imageDataUrl).regex(/^(data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2})?$/).default("");
var itemId = z.string().max(40).default(() => newItemId());
var educationItemSchema = z.object({
  id: itemId,
  university: text(LIMITS.itemField),
  college: text(LIMITS.itemField),
  course: text(LIMITS.itemField),
  /** Years, '1' to '5'. */
  duration: z.string().regex(/^[1-5]?$/).default(""),
  yearOfPassing: yearField,
  fromMonth: monthField,
  toMonth: monthField
});
var experienceItemSchema = z.object({
  id: itemId,
  name: text(LIMITS.itemField),
  organisation: text(LIMITS.itemField),
  city: text(LIMITS.itemField),
  designation: text(LIMITS.itemField),
  otherDesignation: text(LIMITS.itemField),
  fromMonth: monthField,
  fromYear: yearField,
  toMonth: monthField,
  toYear: yearField,
  responsibility: text(LIMITS.text)
});
var items = (item) => z.array(item).max(LIMITS.items).default([]);
var resumeSchema = z.object({
  name: text(LIMITS.name),
  fatherName: text(LIMITS.short),
  motherName: text(LIMITS.short),
  linkedIn: text(LIMITS.linkedIn),
  membershipType: oneOf(RESUME_MEMBERSHIP_TYPES),
  membershipNumber: text(LIMITS.membershipNumber),
  registrationNumber: text(LIMITS.short),
  /** One or more numbers with country code, comma-separated. */
  mobile: text(LIMITS.mobile),
  email: text(LIMITS.email),
  gender: oneOf(GENDERS),
  dob: isoDate,
  /** Date and place of the declaration, beside the signature. */
  date: isoDate,
  place: text(LIMITS.short),
  maritalStatus: oneOf(MARITAL_STATUSES),
  nationality: text(LIMITS.short),
  address: text(LIMITS.text),
  languages: text(LIMITS.text),
  hobbies: text(LIMITS.text),
  /** Awards and extra-curricular activities. */
  ExtraActivity: text(LIMITS.text),
  skills: text(LIMITS.text),
  objectives: text(LIMITS.text),
  /** Key achievements. */
  corecomps: text(LIMITS.text),
  intro: text(LIMITS.text),
  photo: imageDataUrl,
  signature: imageDataUrl,
  education: items(educationItemSchema),
  professionalEducation: items(educationItemSchema),
  experience: items(experienceItemSchema),
  training: items(experienceItemSchema)
});
var idCounter = 0;
function newItemId() {
  idCounter += 1;
  return `i${Date.now().toString(36)}${idCounter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
function emptyResume() {
  return resumeSchema.parse({});
}
function newEducation() {
  return educationItemSchema.parse({});
}
function newExperience() {
  return experienceItemSchema.parse({});
}

// ../../apps/web/src/features/resume-builder/model/text-lists.ts
function splitList(text2) {
  return text2.split(";").map((item) => item.trim().replace(/\s+/g, " ")).filter((item) => item.length > 0);
}
function splitMobiles(text2) {
  return text2.split(",").map((item) => item.trim().replace(/\s+/g, " ")).filter((item) => item.length > 0);
}

// ../../apps/web/src/features/resume-builder/model/resume-view.ts
var DECLARATION_TEXT = "I hereby declare that the information given above is true and correct to the best of my knowledge and belief.";
var SECTION_TITLES = {
  intro: "Profile",
  objectives: "Career Objective",
  keyAchievements: "Key Achievements",
  experience: "Work Experience",
  training: "Training",
  education: "Education",
  professionalEducation: "Professional Education",
  skills: "Skills",
  awards: "Awards & Extra-curricular Activities",
  languages: "Languages Known",
  hobbies: "Hobbies",
  personal: "Personal Details",
  declaration: "Declaration",
  contact: "Contact"
};
var SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));
function shortMonth(month) {
  const index = MONTHS.indexOf(month);
  return index >= 0 ? SHORT_MONTHS[index] ?? "" : "";
}
function join(parts, separator) {
  return parts.filter((part) => part.length > 0).join(separator);
}
var clean = (text2) => text2.trim().replace(/\s+/g, " ");
function formatIsoDate(iso) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return "";
  const month = SHORT_MONTHS[Number(match[2]) - 1];
  return month ? `${match[3]}-${month}-${match[1]}` : "";
}
function experiencePeriod(item) {
  const from = join([shortMonth(item.fromMonth), item.fromYear], " ");
  const to = join([shortMonth(item.toMonth), item.toYear], " ");
  if (!from && !to) return "";
  if (!to) return item.fromYear ? `${from} \u2013 Present` : from;
  if (!from) return to;
  return `${from} \u2013 ${to}`;
}
function educationPeriod(item) {
  const end = join([shortMonth(item.toMonth), item.yearOfPassing], " ");
  const startYear = item.yearOfPassing && item.duration ? String(Number(item.yearOfPassing) - Number(item.duration)) : "";
  const start = join([shortMonth(item.fromMonth), startYear], " ");
  if (start && end) return `${start} \u2013 ${end}`;
  return end || start;
}
function designationOf(item) {
  return clean(item.designation === OTHER_DESIGNATION ? item.otherDesignation : item.designation);
}
function experienceView(item) {
  return {
    id: item.id,
    title: designationOf(item),
    organisation: clean(item.organisation),
    name: clean(item.name),
    city: clean(item.city),
    period: experiencePeriod(item),
    responsibilities: splitList(item.responsibility)
  };
}
function educationView(item) {
  const years = Number(item.duration);
  return {
    id: item.id,
    course: clean(item.course),
    institution: join([clean(item.college), clean(item.university)], ", "),
    period: educationPeriod(item),
    duration: years ? `${years} ${years === 1 ? "Year" : "Years"}` : ""
  };
}
var hasExperience = (v) => Boolean(v.title || v.organisation || v.name);
var hasEducation = (v) => Boolean(v.course || v.institution);
function ensureProtocol(url) {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
function buildResumeView(data2) {
  const experience = data2.experience.map(experienceView).filter(hasExperience);
  const training = data2.training.map(experienceView).filter(hasExperience);
  const membership = join([data2.membershipType, clean(data2.membershipNumber)], " ");
  const personal = [
    { label: "Father's Name", value: clean(data2.fatherName) },
    { label: "Mother's Name", value: clean(data2.motherName) },
    { label: "Date of Birth", value: formatIsoDate(data2.dob) },
    { label: "Gender", value: data2.gender },
    { label: "Marital Status", value: data2.maritalStatus },
    { label: "Nationality", value: clean(data2.nationality) },
    { label: "Membership", value: membership },
    { label: "Registration Number", value: clean(data2.registrationNumber) }
  ].filter((row) => row.value.length > 0);
  const linkedIn = clean(data2.linkedIn);
  const date = formatIsoDate(data2.date);
  const place = clean(data2.place);
  return {
    name: clean(data2.name),
    headline: experience[0]?.title ?? "",
    mobiles: splitMobiles(data2.mobile),
    email: data2.email.trim(),
    linkedIn: linkedIn.replace(/^https?:\/\/(www\.)?/i, ""),
    linkedInUrl: linkedIn ? ensureProtocol(linkedIn) : "",
    address: data2.address.trim(),
    photo: data2.photo,
    signature: data2.signature,
    intro: data2.intro.trim(),
    objectives: splitList(data2.objectives),
    keyAchievements: splitList(data2.corecomps),
    experience,
    training,
    education: data2.education.map(educationView).filter(hasEducation),
    professionalEducation: data2.professionalEducation.map(educationView).filter(hasEducation),
    skills: splitList(data2.skills),
    awards: splitList(data2.ExtraActivity),
    languages: splitList(data2.languages),
    hobbies: splitList(data2.hobbies),
    personal,
    declaration: { show: Boolean(date || place || data2.signature), date, place }
  };
}

// ../../apps/web/src/features/resume-builder/templates/pdf/template-one-pdf.tsx
import { Image, Link, Page, StyleSheet, Text as Text2, View as View2 } from "@react-pdf/renderer";

// ../../apps/web/src/features/resume-builder/templates/pdf/pdf-parts.tsx
import { Text, View } from "@react-pdf/renderer";
import { jsx, jsxs } from "react/jsx-runtime";
var INK = "#1f2933";
var MUTED = "#52606d";
var RULE = "#cbd2d9";
function PdfList({
  items: items2,
  style,
  bulletColor
}) {
  if (items2.length === 0) return null;
  if (items2.length === 1) return /* @__PURE__ */ jsx(Text, { style, children: items2[0] });
  return /* @__PURE__ */ jsx(View, { style, children: items2.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
    /* @__PURE__ */ jsxs(View, { style: { flexDirection: "row", marginBottom: 1.5 }, wrap: false, children: [
      /* @__PURE__ */ jsx(Text, { style: { width: 10, color: bulletColor }, children: "\u2022" }),
      /* @__PURE__ */ jsx(Text, { style: { flex: 1 }, children: item })
    ] }, index)
  )) });
}
function PdfSection({
  title,
  titleStyle,
  style,
  children
}) {
  return /* @__PURE__ */ jsxs(View, { style, children: [
    /* @__PURE__ */ jsx(Text, { style: titleStyle, minPresenceAhead: 48, children: title }),
    children
  ] });
}
function PdfPageFooter({ name, style }) {
  return /* @__PURE__ */ jsx(
    Text,
    {
      style,
      fixed: true,
      render: ({ pageNumber, totalPages }) => totalPages === 1 ? " " : `${name}${name ? "  \xB7  " : ""}Page ${pageNumber} of ${totalPages ?? 9}`
    }
  );
}

// ../../apps/web/src/features/resume-builder/templates/pdf/template-one-pdf.tsx
import { jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
var ACCENT = "#154c94";
var s = StyleSheet.create({
  // lineHeight sits on the content, not the page: on the page it would reach the fixed footer,
  // and react-pdf 4.9 then drops a footer drawn by a render function.
  content: { lineHeight: 1.45 },
  page: {
    fontFamily: FONT_STACK,
    fontSize: 10,
    color: INK,
    paddingTop: 40,
    paddingBottom: 48,
    paddingHorizontal: 46
  },
  header: { flexDirection: "row", alignItems: "flex-start", marginBottom: 6 },
  headerText: { flex: 1, paddingRight: 12 },
  name: { fontSize: 22, fontWeight: 700, color: ACCENT, lineHeight: 1.25 },
  headline: { fontSize: 11, color: MUTED, marginTop: 2 },
  contact: { marginTop: 6, fontSize: 9.5, color: INK },
  contactLine: { flexDirection: "row", flexWrap: "wrap" },
  contactItem: { marginRight: 12 },
  link: { color: ACCENT, textDecoration: "none" },
  photo: { width: 76, height: 95, objectFit: "cover", borderWidth: 1, borderColor: RULE },
  rule: { borderBottomWidth: 2, borderBottomColor: ACCENT, marginBottom: 4 },
  section: { marginTop: 10 },
  sectionTitle: {
    fontSize: 10.5,
    fontWeight: 700,
    color: ACCENT,
    letterSpacing: 0.8,
    textTransform: "uppercase",
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
    paddingBottom: 2,
    marginBottom: 5
  },
  item: { marginBottom: 7 },
  itemHead: { flexDirection: "row", justifyContent: "space-between" },
  itemTitle: { flex: 1, fontWeight: 700, paddingRight: 8 },
  itemPeriod: { color: MUTED, fontSize: 9.5 },
  itemSub: { color: MUTED },
  itemBody: { marginTop: 2 },
  personalRow: { flexDirection: "row", marginBottom: 1.5 },
  personalLabel: { width: 130, color: MUTED },
  personalValue: { flex: 1 },
  declarationFoot: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: 12 },
  signature: { width: 120, height: 42, objectFit: "contain", alignSelf: "flex-end" },
  signatureName: { textAlign: "right", fontWeight: 700, marginTop: 2 },
  footer: { position: "absolute", bottom: 22, left: 46, right: 46, textAlign: "right", fontSize: 8, color: MUTED }
});
function ExperienceBlock({ item }) {
  const where = [item.organisation, item.city].filter(Boolean).join(", ");
  return /* @__PURE__ */ jsxs2(View2, { style: s.item, wrap: false, children: [
    /* @__PURE__ */ jsxs2(View2, { style: s.itemHead, children: [
      /* @__PURE__ */ jsx2(Text2, { style: s.itemTitle, children: item.title || item.name || item.organisation }),
      item.period ? /* @__PURE__ */ jsx2(Text2, { style: s.itemPeriod, children: item.period }) : null
    ] }),
    where ? /* @__PURE__ */ jsx2(Text2, { style: s.itemSub, children: where }) : null,
    item.name && item.title ? /* @__PURE__ */ jsx2(Text2, { style: s.itemSub, children: item.name }) : null,
    /* @__PURE__ */ jsx2(PdfList, { items: item.responsibilities, style: s.itemBody, bulletColor: ACCENT })
  ] });
}
function EducationBlock({ item }) {
  return /* @__PURE__ */ jsxs2(View2, { style: s.item, wrap: false, children: [
    /* @__PURE__ */ jsxs2(View2, { style: s.itemHead, children: [
      /* @__PURE__ */ jsx2(Text2, { style: s.itemTitle, children: item.course || item.institution }),
      item.period ? /* @__PURE__ */ jsx2(Text2, { style: s.itemPeriod, children: item.period }) : null
    ] }),
    item.course && item.institution ? /* @__PURE__ */ jsx2(Text2, { style: s.itemSub, children: item.institution }) : null,
    item.duration ? /* @__PURE__ */ jsxs2(Text2, { style: s.itemSub, children: [
      "Duration: ",
      item.duration
    ] }) : null
  ] });
}
function ListSection({ title, items: items2 }) {
  if (items2.length === 0) return null;
  return /* @__PURE__ */ jsx2(PdfSection, { title, titleStyle: s.sectionTitle, style: s.section, children: /* @__PURE__ */ jsx2(PdfList, { items: items2, bulletColor: ACCENT }) });
}
function TemplateOnePage({ view }) {
  return /* @__PURE__ */ jsxs2(Page, { size: "A4", style: s.page, wrap: true, children: [
    /* @__PURE__ */ jsxs2(View2, { style: s.content, children: [
      /* @__PURE__ */ jsxs2(View2, { style: s.header, children: [
        /* @__PURE__ */ jsxs2(View2, { style: s.headerText, children: [
          /* @__PURE__ */ jsx2(Text2, { style: s.name, children: view.name }),
          view.headline ? /* @__PURE__ */ jsx2(Text2, { style: s.headline, children: view.headline }) : null,
          /* @__PURE__ */ jsxs2(View2, { style: s.contact, children: [
            /* @__PURE__ */ jsxs2(View2, { style: s.contactLine, children: [
              view.mobiles.map((mobile) => /* @__PURE__ */ jsx2(Text2, { style: s.contactItem, children: mobile }, mobile)),
              view.email ? /* @__PURE__ */ jsx2(Link, { src: `mailto:${view.email}`, style: [s.contactItem, s.link], children: view.email }) : null,
              view.linkedIn ? /* @__PURE__ */ jsx2(Link, { src: view.linkedInUrl, style: [s.contactItem, s.link], children: view.linkedIn }) : null
            ] }),
            view.address ? /* @__PURE__ */ jsx2(Text2, { children: view.address }) : null
          ] })
        ] }),
        view.photo ? /* @__PURE__ */ jsx2(Image, { src: view.photo, style: s.photo }) : null
      ] }),
      /* @__PURE__ */ jsx2(View2, { style: s.rule }),
      view.intro ? /* @__PURE__ */ jsx2(PdfSection, { title: SECTION_TITLES.intro, titleStyle: s.sectionTitle, style: s.section, children: /* @__PURE__ */ jsx2(Text2, { children: view.intro }) }) : null,
      /* @__PURE__ */ jsx2(ListSection, { title: SECTION_TITLES.objectives, items: view.objectives }),
      /* @__PURE__ */ jsx2(ListSection, { title: SECTION_TITLES.keyAchievements, items: view.keyAchievements }),
      view.experience.length > 0 ? /* @__PURE__ */ jsx2(PdfSection, { title: SECTION_TITLES.experience, titleStyle: s.sectionTitle, style: s.section, children: view.experience.map((item) => /* @__PURE__ */ jsx2(ExperienceBlock, { item }, item.id)) }) : null,
      view.training.length > 0 ? /* @__PURE__ */ jsx2(PdfSection, { title: SECTION_TITLES.training, titleStyle: s.sectionTitle, style: s.section, children: view.training.map((item) => /* @__PURE__ */ jsx2(ExperienceBlock, { item }, item.id)) }) : null,
      view.professionalEducation.length > 0 ? /* @__PURE__ */ jsx2(PdfSection, { title: SECTION_TITLES.professionalEducation, titleStyle: s.sectionTitle, style: s.section, children: view.professionalEducation.map((item) => /* @__PURE__ */ jsx2(EducationBlock, { item }, item.id)) }) : null,
      view.education.length > 0 ? /* @__PURE__ */ jsx2(PdfSection, { title: SECTION_TITLES.education, titleStyle: s.sectionTitle, style: s.section, children: view.education.map((item) => /* @__PURE__ */ jsx2(EducationBlock, { item }, item.id)) }) : null,
      /* @__PURE__ */ jsx2(ListSection, { title: SECTION_TITLES.skills, items: view.skills }),
      /* @__PURE__ */ jsx2(ListSection, { title: SECTION_TITLES.awards, items: view.awards }),
      /* @__PURE__ */ jsx2(ListSection, { title: SECTION_TITLES.languages, items: view.languages }),
      /* @__PURE__ */ jsx2(ListSection, { title: SECTION_TITLES.hobbies, items: view.hobbies }),
      view.personal.length > 0 ? /* @__PURE__ */ jsx2(PdfSection, { title: SECTION_TITLES.personal, titleStyle: s.sectionTitle, style: s.section, children: /* @__PURE__ */ jsx2(View2, { wrap: false, children: view.personal.map((row) => /* @__PURE__ */ jsxs2(View2, { style: s.personalRow, children: [
        /* @__PURE__ */ jsx2(Text2, { style: s.personalLabel, children: row.label }),
        /* @__PURE__ */ jsx2(Text2, { style: s.personalValue, children: row.value })
      ] }, row.label)) }) }) : null,
      view.declaration.show ? /* @__PURE__ */ jsxs2(View2, { style: s.section, wrap: false, children: [
        /* @__PURE__ */ jsx2(Text2, { style: s.sectionTitle, children: SECTION_TITLES.declaration }),
        /* @__PURE__ */ jsx2(Text2, { children: DECLARATION_TEXT }),
        /* @__PURE__ */ jsxs2(View2, { style: s.declarationFoot, children: [
          /* @__PURE__ */ jsxs2(View2, { children: [
            view.declaration.date ? /* @__PURE__ */ jsxs2(Text2, { children: [
              "Date: ",
              view.declaration.date
            ] }) : null,
            view.declaration.place ? /* @__PURE__ */ jsxs2(Text2, { children: [
              "Place: ",
              view.declaration.place
            ] }) : null
          ] }),
          /* @__PURE__ */ jsxs2(View2, { children: [
            view.signature ? /* @__PURE__ */ jsx2(Image, { src: view.signature, style: s.signature }) : null,
            /* @__PURE__ */ jsxs2(Text2, { style: s.signatureName, children: [
              "(",
              view.name,
              ")"
            ] })
          ] })
        ] })
      ] }) : null
    ] }),
    /* @__PURE__ */ jsx2(PdfPageFooter, { name: view.name, style: s.footer })
  ] });
}

// ../../apps/web/src/features/resume-builder/templates/pdf/template-two-pdf.tsx
import { Image as Image2, Link as Link2, Page as Page2, StyleSheet as StyleSheet2, Text as Text3, View as View3 } from "@react-pdf/renderer";
import { jsx as jsx3, jsxs as jsxs3 } from "react/jsx-runtime";
var BAND = "#0f427f";
var ACCENT2 = "#1f5fbf";
var CHIP = "#e8f0fb";
var PAGE_X = 40;
var PAGE_TOP = 36;
var s2 = StyleSheet2.create({
  // lineHeight sits on the content, not the page: on the page it would reach the fixed footer,
  // and react-pdf 4.9 then drops a footer drawn by a render function.
  content: { lineHeight: 1.45 },
  page: {
    fontFamily: FONT_STACK,
    fontSize: 10,
    color: INK,
    paddingTop: PAGE_TOP,
    paddingBottom: 48,
    paddingHorizontal: PAGE_X
  },
  // Full bleed on the first page: the band reaches the page edges through negative margins.
  band: {
    marginTop: -PAGE_TOP,
    marginHorizontal: -PAGE_X,
    paddingHorizontal: PAGE_X,
    paddingVertical: 22,
    backgroundColor: BAND,
    flexDirection: "row",
    alignItems: "center",
    marginBottom: 8
  },
  photo: {
    width: 78,
    height: 98,
    objectFit: "cover",
    borderWidth: 2,
    borderColor: "#ffffff",
    marginRight: 18
  },
  bandText: { flex: 1 },
  name: { fontSize: 23, fontWeight: 700, color: "#ffffff", lineHeight: 1.25 },
  headline: { fontSize: 11, color: "#d0def5", marginTop: 2 },
  contactLine: { flexDirection: "row", flexWrap: "wrap", marginTop: 6 },
  contactItem: { color: "#ffffff", fontSize: 9.5, marginRight: 14 },
  address: { color: "#d0def5", fontSize: 9.5, marginTop: 2 },
  section: { marginTop: 11 },
  sectionTitle: {
    fontSize: 11.5,
    fontWeight: 700,
    color: BAND,
    borderLeftWidth: 3,
    borderLeftColor: ACCENT2,
    paddingLeft: 7,
    marginBottom: 6
  },
  item: { flexDirection: "row", marginBottom: 8 },
  itemDates: { width: 92, color: MUTED, fontSize: 9, paddingTop: 1, paddingRight: 8 },
  itemMain: { flex: 1 },
  itemTitle: { fontWeight: 700 },
  itemSub: { color: ACCENT2 },
  itemNote: { color: MUTED },
  itemBody: { marginTop: 2 },
  chips: { flexDirection: "row", flexWrap: "wrap" },
  chip: {
    backgroundColor: CHIP,
    color: BAND,
    borderRadius: 3,
    paddingHorizontal: 6,
    paddingVertical: 1.5,
    marginRight: 5,
    marginBottom: 5,
    fontSize: 9.5
  },
  personal: { flexDirection: "row", flexWrap: "wrap" },
  personalCell: { width: "50%", flexDirection: "row", marginBottom: 2, paddingRight: 8 },
  personalLabel: { width: 95, color: MUTED },
  personalValue: { flex: 1 },
  declarationFoot: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: 12 },
  signature: { width: 120, height: 42, objectFit: "contain", alignSelf: "flex-end" },
  signatureName: { textAlign: "right", fontWeight: 700, marginTop: 2 },
  footer: { position: "absolute", bottom: 22, left: PAGE_X, right: PAGE_X, textAlign: "right", fontSize: 8, color: MUTED }
});
function ExperienceBlock2({ item }) {
  const where = [item.organisation, item.city].filter(Boolean).join(", ");
  return /* @__PURE__ */ jsxs3(View3, { style: s2.item, wrap: false, children: [
    /* @__PURE__ */ jsx3(Text3, { style: s2.itemDates, children: item.period }),
    /* @__PURE__ */ jsxs3(View3, { style: s2.itemMain, children: [
      /* @__PURE__ */ jsx3(Text3, { style: s2.itemTitle, children: item.title || item.name || item.organisation }),
      where ? /* @__PURE__ */ jsx3(Text3, { style: s2.itemSub, children: where }) : null,
      item.name && item.title ? /* @__PURE__ */ jsx3(Text3, { style: s2.itemNote, children: item.name }) : null,
      /* @__PURE__ */ jsx3(PdfList, { items: item.responsibilities, style: s2.itemBody, bulletColor: ACCENT2 })
    ] })
  ] });
}
function EducationBlock2({ item }) {
  return /* @__PURE__ */ jsxs3(View3, { style: s2.item, wrap: false, children: [
    /* @__PURE__ */ jsx3(Text3, { style: s2.itemDates, children: item.period }),
    /* @__PURE__ */ jsxs3(View3, { style: s2.itemMain, children: [
      /* @__PURE__ */ jsx3(Text3, { style: s2.itemTitle, children: item.course || item.institution }),
      item.course && item.institution ? /* @__PURE__ */ jsx3(Text3, { style: s2.itemSub, children: item.institution }) : null,
      item.duration ? /* @__PURE__ */ jsxs3(Text3, { style: s2.itemNote, children: [
        "Duration: ",
        item.duration
      ] }) : null
    ] })
  ] });
}
function ListSection2({ title, items: items2 }) {
  if (items2.length === 0) return null;
  return /* @__PURE__ */ jsx3(PdfSection, { title, titleStyle: s2.sectionTitle, style: s2.section, children: /* @__PURE__ */ jsx3(PdfList, { items: items2, bulletColor: ACCENT2 }) });
}
function ChipSection({ title, items: items2 }) {
  if (items2.length === 0) return null;
  return /* @__PURE__ */ jsx3(PdfSection, { title, titleStyle: s2.sectionTitle, style: s2.section, children: /* @__PURE__ */ jsx3(View3, { style: s2.chips, children: items2.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
    /* @__PURE__ */ jsx3(Text3, { style: s2.chip, children: item }, index)
  )) }) });
}
function TemplateTwoPage({ view }) {
  return /* @__PURE__ */ jsxs3(Page2, { size: "A4", style: s2.page, wrap: true, children: [
    /* @__PURE__ */ jsxs3(View3, { style: s2.content, children: [
      /* @__PURE__ */ jsxs3(View3, { style: s2.band, children: [
        view.photo ? /* @__PURE__ */ jsx3(Image2, { src: view.photo, style: s2.photo }) : null,
        /* @__PURE__ */ jsxs3(View3, { style: s2.bandText, children: [
          /* @__PURE__ */ jsx3(Text3, { style: s2.name, children: view.name }),
          view.headline ? /* @__PURE__ */ jsx3(Text3, { style: s2.headline, children: view.headline }) : null,
          /* @__PURE__ */ jsxs3(View3, { style: s2.contactLine, children: [
            view.mobiles.map((mobile) => /* @__PURE__ */ jsx3(Text3, { style: s2.contactItem, children: mobile }, mobile)),
            view.email ? /* @__PURE__ */ jsx3(Link2, { src: `mailto:${view.email}`, style: [s2.contactItem, { textDecoration: "none" }], children: view.email }) : null,
            view.linkedIn ? /* @__PURE__ */ jsx3(Link2, { src: view.linkedInUrl, style: [s2.contactItem, { textDecoration: "none" }], children: view.linkedIn }) : null
          ] }),
          view.address ? /* @__PURE__ */ jsx3(Text3, { style: s2.address, children: view.address }) : null
        ] })
      ] }),
      view.intro ? /* @__PURE__ */ jsx3(PdfSection, { title: SECTION_TITLES.intro, titleStyle: s2.sectionTitle, style: s2.section, children: /* @__PURE__ */ jsx3(Text3, { children: view.intro }) }) : null,
      /* @__PURE__ */ jsx3(ListSection2, { title: SECTION_TITLES.objectives, items: view.objectives }),
      /* @__PURE__ */ jsx3(ListSection2, { title: SECTION_TITLES.keyAchievements, items: view.keyAchievements }),
      view.experience.length > 0 ? /* @__PURE__ */ jsx3(PdfSection, { title: SECTION_TITLES.experience, titleStyle: s2.sectionTitle, style: s2.section, children: view.experience.map((item) => /* @__PURE__ */ jsx3(ExperienceBlock2, { item }, item.id)) }) : null,
      view.training.length > 0 ? /* @__PURE__ */ jsx3(PdfSection, { title: SECTION_TITLES.training, titleStyle: s2.sectionTitle, style: s2.section, children: view.training.map((item) => /* @__PURE__ */ jsx3(ExperienceBlock2, { item }, item.id)) }) : null,
      view.professionalEducation.length > 0 ? /* @__PURE__ */ jsx3(PdfSection, { title: SECTION_TITLES.professionalEducation, titleStyle: s2.sectionTitle, style: s2.section, children: view.professionalEducation.map((item) => /* @__PURE__ */ jsx3(EducationBlock2, { item }, item.id)) }) : null,
      view.education.length > 0 ? /* @__PURE__ */ jsx3(PdfSection, { title: SECTION_TITLES.education, titleStyle: s2.sectionTitle, style: s2.section, children: view.education.map((item) => /* @__PURE__ */ jsx3(EducationBlock2, { item }, item.id)) }) : null,
      /* @__PURE__ */ jsx3(ChipSection, { title: SECTION_TITLES.skills, items: view.skills }),
      /* @__PURE__ */ jsx3(ListSection2, { title: SECTION_TITLES.awards, items: view.awards }),
      /* @__PURE__ */ jsx3(ChipSection, { title: SECTION_TITLES.languages, items: view.languages }),
      /* @__PURE__ */ jsx3(ChipSection, { title: SECTION_TITLES.hobbies, items: view.hobbies }),
      view.personal.length > 0 ? /* @__PURE__ */ jsx3(PdfSection, { title: SECTION_TITLES.personal, titleStyle: s2.sectionTitle, style: s2.section, children: /* @__PURE__ */ jsx3(View3, { style: s2.personal, wrap: false, children: view.personal.map((row) => /* @__PURE__ */ jsxs3(View3, { style: s2.personalCell, children: [
        /* @__PURE__ */ jsx3(Text3, { style: s2.personalLabel, children: row.label }),
        /* @__PURE__ */ jsx3(Text3, { style: s2.personalValue, children: row.value })
      ] }, row.label)) }) }) : null,
      view.declaration.show ? /* @__PURE__ */ jsxs3(View3, { style: s2.section, wrap: false, children: [
        /* @__PURE__ */ jsx3(Text3, { style: s2.sectionTitle, children: SECTION_TITLES.declaration }),
        /* @__PURE__ */ jsx3(Text3, { children: DECLARATION_TEXT }),
        /* @__PURE__ */ jsxs3(View3, { style: s2.declarationFoot, children: [
          /* @__PURE__ */ jsxs3(View3, { children: [
            view.declaration.date ? /* @__PURE__ */ jsxs3(Text3, { children: [
              "Date: ",
              view.declaration.date
            ] }) : null,
            view.declaration.place ? /* @__PURE__ */ jsxs3(Text3, { children: [
              "Place: ",
              view.declaration.place
            ] }) : null
          ] }),
          /* @__PURE__ */ jsxs3(View3, { children: [
            view.signature ? /* @__PURE__ */ jsx3(Image2, { src: view.signature, style: s2.signature }) : null,
            /* @__PURE__ */ jsxs3(Text3, { style: s2.signatureName, children: [
              "(",
              view.name,
              ")"
            ] })
          ] })
        ] })
      ] }) : null
    ] }),
    /* @__PURE__ */ jsx3(PdfPageFooter, { name: view.name, style: s2.footer })
  ] });
}

// ../../apps/web/src/features/resume-builder/templates/pdf/render-pdf.tsx
import { jsx as jsx4 } from "react/jsx-runtime";
function ResumeDocument({ view, templateId }) {
  return /* @__PURE__ */ jsx4(
    Document,
    {
      title: view.name ? `Resume of ${view.name}` : "Resume",
      author: view.name,
      subject: "Resume",
      creator: "Placement Portal resume builder",
      producer: "Placement Portal",
      language: "en-IN",
      children: templateId === 1 ? /* @__PURE__ */ jsx4(TemplateOnePage, { view }) : /* @__PURE__ */ jsx4(TemplateTwoPage, { view })
    }
  );
}

// ../../apps/web/src/features/resume-builder/templates/sample-resume.ts
function sampleResume() {
  return {
    ...emptyResume(),
    name: "Ananya Rao",
    fatherName: "Suresh Rao",
    motherName: "Lakshmi Rao",
    linkedIn: "linkedin.com/in/ananya-rao",
    membershipType: "ACS",
    membershipNumber: "54321",
    mobile: "+91 98765 43210",
    email: "ananya.rao@example.com",
    gender: "Female",
    dob: "1994-08-15",
    date: "2026-01-10",
    place: "Bengaluru",
    maritalStatus: "Single",
    nationality: "Indian",
    address: "12, Residency Road, Bengaluru 560025",
    languages: "English; Hindi; Kannada",
    hobbies: "Reading; Classical music",
    ExtraActivity: "Best Secretarial Audit Report, regional council, 2022",
    skills: "Companies Act, 2013; SEBI (LODR) compliance; Board and general meetings; Secretarial audit",
    objectives: "To lead the secretarial and compliance function of a listed company.",
    corecomps: "Set up a compliance calendar for 14 group companies; Cut annual filing delays to nil",
    intro: "Associate company secretary with six years in listed-company compliance and board processes.",
    experience: [
      {
        ...newExperience(),
        organisation: "Deccan Infra Ltd",
        city: "Bengaluru",
        designation: "Company Secretary & Compliance Officer",
        fromMonth: "April",
        fromYear: "2021",
        responsibility: "Board and committee meetings; SEBI and stock exchange filings; Annual report"
      },
      {
        ...newExperience(),
        organisation: "Kaveri Textiles Pvt Ltd",
        city: "Mysuru",
        designation: "Assistant Company Secretary",
        fromMonth: "July",
        fromYear: "2018",
        toMonth: "March",
        toYear: "2021",
        responsibility: "ROC filings; Statutory registers; Minutes of meetings"
      }
    ],
    training: [
      {
        ...newExperience(),
        name: "Management Training",
        organisation: "R. Iyer & Associates",
        city: "Chennai",
        designation: "Management Trainee",
        fromMonth: "January",
        fromYear: "2018",
        toMonth: "June",
        toYear: "2018"
      }
    ],
    education: [
      {
        ...newEducation(),
        course: "B.Com",
        college: "Mount Carmel College",
        university: "Bangalore University",
        duration: "3",
        yearOfPassing: "2015",
        fromMonth: "June",
        toMonth: "April"
      }
    ],
    professionalEducation: [
      {
        ...newEducation(),
        course: "Company Secretary (Professional)",
        college: "Institute of Company Secretaries",
        duration: "2",
        yearOfPassing: "2018"
      }
    ]
  };
}

// harness.tsx
import { readFileSync } from "node:fs";
import { jsx as jsx5 } from "react/jsx-runtime";
registerFonts();
var photo = "data:image/jpeg;base64," + readFileSync(process.env.PHOTO ?? "/dev/null").toString("base64");
var base = sampleResume();
var data = { ...base, name: process.env.NAME ?? base.name, photo: process.env.PHOTO ? photo : "", signature: "" };
if (process.env.LONG) {
  for (let i = 0; i < 8; i++) data.experience.push({ ...data.experience[1], id: "x" + i, organisation: `Company ${i} Ltd`, responsibility: "Board meetings and minutes; Filing of annual returns and financial statements with the registrar; Maintenance of statutory registers; Advising the board on governance; Coordinating with auditors and regulators on inspections" });
}
for (const id of [1, 2]) {
  const buf = await renderToBuffer(/* @__PURE__ */ jsx5(ResumeDocument, { view: buildResumeView(data), templateId: id }));
  writeFileSync(`t${id}.pdf`, buf);
}
console.log("ok");
