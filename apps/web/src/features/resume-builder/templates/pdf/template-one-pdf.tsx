import { Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { EducationView, ExperienceView, ResumeLabels, ResumeView } from '../../model/resume-view.ts';
import { FONT_STACK } from './fonts.ts';
import { INK, MUTED, PdfList, PdfPageFooter, PdfSection, RULE, type Style } from './pdf-parts.tsx';

/** Template 1, 'Classic': one column, ruled section headings, photo at the top right. */

const ACCENT = '#154c94';

const s = StyleSheet.create({
  // react-pdf resolves a unitless lineHeight against the font size where it is set and passes
  // on points. It sits on the content, not the page: on the page it would reach the footer, and
  // react-pdf 4.9 then drops a footer drawn by a render function.
  content: { fontSize: 10, lineHeight: 1.45 },
  page: {
    fontFamily: FONT_STACK,
    fontSize: 10,
    color: INK,
    paddingTop: 40,
    paddingBottom: 48,
    paddingHorizontal: 46,
  },
  header: { flexDirection: 'row', alignItems: 'flex-start', marginBottom: 6 },
  headerText: { flex: 1, paddingRight: 12 },
  name: { fontSize: 22, fontWeight: 700, color: ACCENT, lineHeight: 1.25 },
  headline: { fontSize: 11, color: MUTED, marginTop: 2 },
  contact: { marginTop: 6, fontSize: 9.5, color: INK },
  contactLine: { flexDirection: 'row', flexWrap: 'wrap' },
  contactItem: { marginRight: 12 },
  link: { color: ACCENT, textDecoration: 'none' },
  photo: { width: 76, height: 95, objectFit: 'cover', borderWidth: 1, borderColor: RULE },
  rule: { borderBottomWidth: 2, borderBottomColor: ACCENT, marginBottom: 4 },
  section: { marginTop: 10 },
  sectionTitle: {
    fontSize: 10.5,
    fontWeight: 700,
    color: ACCENT,
    letterSpacing: 0.8,
    textTransform: 'uppercase',
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
    paddingBottom: 2,
    marginBottom: 5,
  },
  item: { marginBottom: 7 },
  itemHead: { flexDirection: 'row', justifyContent: 'space-between' },
  itemTitle: { flex: 1, fontWeight: 700, paddingRight: 8 },
  itemPeriod: { color: MUTED, fontSize: 9.5 },
  itemSub: { color: MUTED },
  itemBody: { marginTop: 2 },
  personalRow: { flexDirection: 'row', marginBottom: 1.5 },
  personalLabel: { width: 130, color: MUTED },
  personalValue: { flex: 1 },
  declarationFoot: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    marginTop: 12,
  },
  signature: { width: 120, height: 42, objectFit: 'contain', alignSelf: 'flex-end' },
  signatureName: { textAlign: 'right', fontWeight: 700, marginTop: 2 },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: 46,
    right: 46,
    textAlign: 'right',
    fontSize: 8,
    color: MUTED,
  },
});

function ExperienceBlock({ item }: { item: ExperienceView }) {
  const where = [item.organisation, item.city].filter(Boolean).join(', ');
  return (
    <View style={s.item} wrap={false}>
      <View style={s.itemHead}>
        <Text style={s.itemTitle}>{item.title || item.name || item.organisation}</Text>
        {item.period ? <Text style={s.itemPeriod}>{item.period}</Text> : null}
      </View>
      {where ? <Text style={s.itemSub}>{where}</Text> : null}
      {item.name && item.title ? <Text style={s.itemSub}>{item.name}</Text> : null}
      <PdfList items={item.responsibilities} style={s.itemBody} bulletColor={ACCENT} />
    </View>
  );
}

function EducationBlock({ item, labels }: { item: EducationView; labels: ResumeLabels }) {
  return (
    <View style={s.item} wrap={false}>
      <View style={s.itemHead}>
        <Text style={s.itemTitle}>{item.course || item.institution}</Text>
        {item.period ? <Text style={s.itemPeriod}>{item.period}</Text> : null}
      </View>
      {item.course && item.institution ? <Text style={s.itemSub}>{item.institution}</Text> : null}
      {item.duration ? <Text style={s.itemSub}>{labels.durationLine(item.duration)}</Text> : null}
    </View>
  );
}

function ListSection({
  title,
  titleStyle,
  items,
  twoColumns,
}: {
  title: string;
  titleStyle: Style;
  items: string[];
  twoColumns?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <PdfSection title={title} titleStyle={titleStyle} style={s.section}>
      <PdfList items={items} bulletColor={ACCENT} twoColumns={twoColumns} />
    </PdfSection>
  );
}

export function TemplateOnePage({ view }: { view: ResumeView }) {
  // Spaced letters would break the headstroke that joins Devanagari letters.
  const titleStyle = view.language === 'en' ? s.sectionTitle : { ...s.sectionTitle, letterSpacing: 0 };
  return (
    <Page size="A4" style={s.page} wrap>
      <View style={s.content}>
        <View style={s.header}>
          <View style={s.headerText}>
            <Text style={s.name}>{view.name}</Text>
            {view.headline ? <Text style={s.headline}>{view.headline}</Text> : null}
            <View style={s.contact}>
              <View style={s.contactLine}>
                {view.mobiles.map((mobile) => (
                  <Text key={mobile} style={s.contactItem}>
                    {mobile}
                  </Text>
                ))}
                {view.email ? (
                  <Link src={`mailto:${view.email}`} style={[s.contactItem, s.link]}>
                    {view.email}
                  </Link>
                ) : null}
                {view.linkedIn ? (
                  <Link src={view.linkedInUrl} style={[s.contactItem, s.link]}>
                    {view.linkedIn}
                  </Link>
                ) : null}
              </View>
              {view.address ? <Text>{view.address}</Text> : null}
            </View>
          </View>
          {view.photo ? <Image src={view.photo} style={s.photo} /> : null}
        </View>
        <View style={s.rule} />

        {view.intro ? (
          <PdfSection title={view.labels.sections.intro} titleStyle={titleStyle} style={s.section}>
            <Text>{view.intro}</Text>
          </PdfSection>
        ) : null}
        <ListSection
          titleStyle={titleStyle}
          title={view.labels.sections.objectives}
          items={view.objectives}
        />
        <ListSection
          titleStyle={titleStyle}
          title={view.labels.sections.keyAchievements}
          items={view.keyAchievements}
        />
        {view.experience.length > 0 ? (
          <PdfSection title={view.labels.sections.experience} titleStyle={titleStyle} style={s.section}>
            {view.experience.map((item) => (
              <ExperienceBlock key={item.id} item={item} />
            ))}
          </PdfSection>
        ) : null}
        {view.training.length > 0 ? (
          <PdfSection title={view.labels.sections.training} titleStyle={titleStyle} style={s.section}>
            {view.training.map((item) => (
              <ExperienceBlock key={item.id} item={item} />
            ))}
          </PdfSection>
        ) : null}
        {view.professionalEducation.length > 0 ? (
          <PdfSection
            title={view.labels.sections.professionalEducation}
            titleStyle={titleStyle}
            style={s.section}
          >
            {view.professionalEducation.map((item) => (
              <EducationBlock key={item.id} item={item} labels={view.labels} />
            ))}
          </PdfSection>
        ) : null}
        {view.education.length > 0 ? (
          <PdfSection title={view.labels.sections.education} titleStyle={titleStyle} style={s.section}>
            {view.education.map((item) => (
              <EducationBlock key={item.id} item={item} labels={view.labels} />
            ))}
          </PdfSection>
        ) : null}
        <ListSection
          titleStyle={titleStyle}
          title={view.labels.sections.skills}
          items={view.skills}
          twoColumns
        />
        <ListSection titleStyle={titleStyle} title={view.labels.sections.awards} items={view.awards} />
        <ListSection
          titleStyle={titleStyle}
          title={view.labels.sections.languages}
          items={view.languages}
          twoColumns
        />
        <ListSection
          titleStyle={titleStyle}
          title={view.labels.sections.hobbies}
          items={view.hobbies}
          twoColumns
        />
        {view.personal.length > 0 ? (
          <PdfSection title={view.labels.sections.personal} titleStyle={titleStyle} style={s.section}>
            <View wrap={false}>
              {view.personal.map((row) => (
                <View key={row.label} style={s.personalRow}>
                  <Text style={s.personalLabel}>{row.label}</Text>
                  <Text style={s.personalValue}>{row.value}</Text>
                </View>
              ))}
            </View>
          </PdfSection>
        ) : null}
        {view.declaration.show ? (
          <View style={s.section} wrap={false}>
            <Text style={titleStyle}>{view.labels.sections.declaration}</Text>
            <Text>{view.labels.declaration}</Text>
            <View style={s.declarationFoot}>
              <View>
                {view.declaration.date ? <Text>{view.labels.dateLine(view.declaration.date)}</Text> : null}
                {view.declaration.place ? <Text>{view.labels.placeLine(view.declaration.place)}</Text> : null}
              </View>
              <View>
                {view.signature ? <Image src={view.signature} style={s.signature} /> : null}
                <Text style={s.signatureName}>({view.name})</Text>
              </View>
            </View>
          </View>
        ) : null}
      </View>
      <PdfPageFooter name={view.name} pageLine={view.labels.pageLine} style={s.footer} />
    </Page>
  );
}
