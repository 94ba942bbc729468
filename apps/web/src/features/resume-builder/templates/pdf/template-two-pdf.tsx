import { Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { EducationView, ExperienceView, ResumeLabels, ResumeView } from '../../model/resume-view.ts';
import { FONT_STACK } from './fonts.ts';
import { INK, MUTED, PdfList, PdfPageFooter, PdfSection } from './pdf-parts.tsx';

/**
 * Template 2, 'Modern': a full-width coloured header with the photo on the first page, section
 * headings with a side bar, and each entry's dates in a column of their own.
 */

const BAND = '#0f427f';
const ACCENT = '#1f5fbf';
const CHIP = '#e8f0fb';
const PAGE_X = 40;
const PAGE_TOP = 36;

const s = StyleSheet.create({
  // react-pdf resolves a unitless lineHeight against the font size where it is set and passes
  // on points. It sits on the content, not the page: on the page it would reach the footer, and
  // react-pdf 4.9 then drops a footer drawn by a render function.
  content: { fontSize: 10, lineHeight: 1.45 },
  page: {
    fontFamily: FONT_STACK,
    fontSize: 10,
    color: INK,
    paddingTop: PAGE_TOP,
    paddingBottom: 48,
    paddingHorizontal: PAGE_X,
  },
  // Full bleed on the first page: the band reaches the page edges through negative margins.
  band: {
    marginTop: -PAGE_TOP,
    marginHorizontal: -PAGE_X,
    paddingHorizontal: PAGE_X,
    paddingVertical: 22,
    backgroundColor: BAND,
    flexDirection: 'row',
    alignItems: 'center',
    marginBottom: 8,
  },
  photo: {
    width: 78,
    height: 98,
    objectFit: 'cover',
    borderWidth: 2,
    borderColor: '#ffffff',
    marginRight: 18,
  },
  bandText: { flex: 1 },
  name: { fontSize: 23, fontWeight: 700, color: '#ffffff', lineHeight: 1.25 },
  headline: { fontSize: 11, color: '#d0def5', marginTop: 2 },
  contactLine: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 },
  contactItem: { color: '#ffffff', fontSize: 9.5, marginRight: 14 },
  address: { color: '#d0def5', fontSize: 9.5, marginTop: 2 },
  section: { marginTop: 11 },
  sectionTitle: {
    fontSize: 11.5,
    fontWeight: 700,
    color: BAND,
    borderLeftWidth: 3,
    borderLeftColor: ACCENT,
    paddingLeft: 7,
    marginBottom: 6,
  },
  item: { flexDirection: 'row', marginBottom: 8 },
  itemDates: { width: 92, color: MUTED, fontSize: 9, paddingTop: 1, paddingRight: 8 },
  itemMain: { flex: 1 },
  itemTitle: { fontWeight: 700 },
  itemSub: { color: ACCENT },
  itemNote: { color: MUTED },
  itemBody: { marginTop: 2 },
  chips: { flexDirection: 'row', flexWrap: 'wrap' },
  chip: {
    backgroundColor: CHIP,
    color: BAND,
    borderRadius: 3,
    paddingHorizontal: 6,
    paddingVertical: 1.5,
    marginRight: 5,
    marginBottom: 5,
    fontSize: 9.5,
  },
  personal: { flexDirection: 'row', flexWrap: 'wrap' },
  personalCell: { width: '50%', flexDirection: 'row', marginBottom: 2, paddingRight: 8 },
  personalLabel: { width: 95, color: MUTED },
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
    left: PAGE_X,
    right: PAGE_X,
    textAlign: 'right',
    fontSize: 8,
    color: MUTED,
  },
});

function ExperienceBlock({ item }: { item: ExperienceView }) {
  const where = [item.organisation, item.city].filter(Boolean).join(', ');
  return (
    <View style={s.item} wrap={false}>
      <Text style={s.itemDates}>{item.period}</Text>
      <View style={s.itemMain}>
        <Text style={s.itemTitle}>{item.title || item.name || item.organisation}</Text>
        {where ? <Text style={s.itemSub}>{where}</Text> : null}
        {item.name && item.title ? <Text style={s.itemNote}>{item.name}</Text> : null}
        <PdfList items={item.responsibilities} style={s.itemBody} bulletColor={ACCENT} />
      </View>
    </View>
  );
}

function EducationBlock({ item, labels }: { item: EducationView; labels: ResumeLabels }) {
  return (
    <View style={s.item} wrap={false}>
      <Text style={s.itemDates}>{item.period}</Text>
      <View style={s.itemMain}>
        <Text style={s.itemTitle}>{item.course || item.institution}</Text>
        {item.course && item.institution ? <Text style={s.itemSub}>{item.institution}</Text> : null}
        {item.duration ? <Text style={s.itemNote}>{labels.durationLine(item.duration)}</Text> : null}
      </View>
    </View>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <PdfSection title={title} titleStyle={s.sectionTitle} style={s.section}>
      <PdfList items={items} bulletColor={ACCENT} />
    </PdfSection>
  );
}

function ChipSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <PdfSection title={title} titleStyle={s.sectionTitle} style={s.section}>
      <View style={s.chips} wrap={false}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
          <Text key={index} style={s.chip}>
            {item}
          </Text>
        ))}
      </View>
    </PdfSection>
  );
}

export function TemplateTwoPage({ view }: { view: ResumeView }) {
  return (
    <Page size="A4" style={s.page} wrap>
      <View style={s.content}>
        <View style={s.band}>
          {view.photo ? <Image src={view.photo} style={s.photo} /> : null}
          <View style={s.bandText}>
            <Text style={s.name}>{view.name}</Text>
            {view.headline ? <Text style={s.headline}>{view.headline}</Text> : null}
            <View style={s.contactLine}>
              {view.mobiles.map((mobile) => (
                <Text key={mobile} style={s.contactItem}>
                  {mobile}
                </Text>
              ))}
              {view.email ? (
                <Link src={`mailto:${view.email}`} style={[s.contactItem, { textDecoration: 'none' }]}>
                  {view.email}
                </Link>
              ) : null}
              {view.linkedIn ? (
                <Link src={view.linkedInUrl} style={[s.contactItem, { textDecoration: 'none' }]}>
                  {view.linkedIn}
                </Link>
              ) : null}
            </View>
            {view.address ? <Text style={s.address}>{view.address}</Text> : null}
          </View>
        </View>

        {view.intro ? (
          <PdfSection title={view.labels.sections.intro} titleStyle={s.sectionTitle} style={s.section}>
            <Text>{view.intro}</Text>
          </PdfSection>
        ) : null}
        <ListSection title={view.labels.sections.objectives} items={view.objectives} />
        <ListSection title={view.labels.sections.keyAchievements} items={view.keyAchievements} />
        {view.experience.length > 0 ? (
          <PdfSection title={view.labels.sections.experience} titleStyle={s.sectionTitle} style={s.section}>
            {view.experience.map((item) => (
              <ExperienceBlock key={item.id} item={item} />
            ))}
          </PdfSection>
        ) : null}
        {view.training.length > 0 ? (
          <PdfSection title={view.labels.sections.training} titleStyle={s.sectionTitle} style={s.section}>
            {view.training.map((item) => (
              <ExperienceBlock key={item.id} item={item} />
            ))}
          </PdfSection>
        ) : null}
        {view.professionalEducation.length > 0 ? (
          <PdfSection
            title={view.labels.sections.professionalEducation}
            titleStyle={s.sectionTitle}
            style={s.section}
          >
            {view.professionalEducation.map((item) => (
              <EducationBlock key={item.id} item={item} labels={view.labels} />
            ))}
          </PdfSection>
        ) : null}
        {view.education.length > 0 ? (
          <PdfSection title={view.labels.sections.education} titleStyle={s.sectionTitle} style={s.section}>
            {view.education.map((item) => (
              <EducationBlock key={item.id} item={item} labels={view.labels} />
            ))}
          </PdfSection>
        ) : null}
        <ChipSection title={view.labels.sections.skills} items={view.skills} />
        <ListSection title={view.labels.sections.awards} items={view.awards} />
        <ChipSection title={view.labels.sections.languages} items={view.languages} />
        <ChipSection title={view.labels.sections.hobbies} items={view.hobbies} />
        {view.personal.length > 0 ? (
          <PdfSection title={view.labels.sections.personal} titleStyle={s.sectionTitle} style={s.section}>
            <View style={s.personal} wrap={false}>
              {view.personal.map((row) => (
                <View key={row.label} style={s.personalCell}>
                  <Text style={s.personalLabel}>{row.label}</Text>
                  <Text style={s.personalValue}>{row.value}</Text>
                </View>
              ))}
            </View>
          </PdfSection>
        ) : null}
        {view.declaration.show ? (
          <View style={s.section} wrap={false}>
            <Text style={s.sectionTitle}>{view.labels.sections.declaration}</Text>
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
