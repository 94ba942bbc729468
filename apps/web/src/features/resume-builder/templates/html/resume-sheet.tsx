// The PDF's fonts, so that the preview wraps lines as the PDF does (Latin and Devanagari only).
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import type { CSSProperties, ReactNode } from 'react';
import { writtenIn } from '../../../../components/english.tsx';
import type { EducationView, ExperienceView, ResumeLabels, ResumeView } from '../../model/resume-view.ts';
import { fitsTwoColumns } from '../../model/text-lists.ts';
import type { TemplateId } from '../template-info.ts';
import classes from './resume-sheet.module.css';

/**
 * The resume drawn in HTML, mirroring the PDF templates (same view, same sections and order,
 * same sizes in points). Used for the template miniatures and the download page preview.
 */

/**
 * What the person wrote (names, places, lists) in the language it is written in, inside a sheet
 * whose headings are in the reader's (components/english.tsx `writtenIn`): on a Hindi page a
 * screen reader reads the English of a resume with an English voice.
 */
function Said({
  as: Tag = 'p',
  text,
  ...props
}: {
  as?: 'p' | 'span' | 'h2';
  text: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Tag {...props} lang={writtenIn(text)}>
      {text}
    </Tag>
  );
}

function cx(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

function List({ items, twoColumns = false }: { items: string[]; twoColumns?: boolean }) {
  if (items.length === 0) return null;
  if (items.length === 1) return <p lang={writtenIn(items[0] ?? '')}>{items[0]}</p>;
  return (
    <ul className={cx(classes.list, twoColumns && fitsTwoColumns(items) && classes.twoColumns)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
        <li key={index} lang={writtenIn(item)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className={classes.chips}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
        <li key={index} lang={writtenIn(item)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

interface Look {
  section: string;
  title: string;
}

function Section({ look, title, children }: { look: Look; title: string; children: ReactNode }) {
  return (
    <section className={look.section}>
      <h3 className={look.title}>{title}</h3>
      {children}
    </section>
  );
}

function Contact({
  view,
  linkClass,
  lineClass,
  links,
}: {
  view: ResumeView;
  linkClass?: string;
  lineClass?: string;
  links: boolean;
}) {
  return (
    <div className={cx(classes.contactLine, lineClass)} lang="en">
      {view.mobiles.map((mobile) => (
        <span key={mobile}>{mobile}</span>
      ))}
      {view.email &&
        (links ? (
          <a className={linkClass} href={`mailto:${view.email}`}>
            {view.email}
          </a>
        ) : (
          <span className={linkClass}>{view.email}</span>
        ))}
      {view.linkedIn &&
        (links ? (
          <a className={linkClass} href={view.linkedInUrl} target="_blank" rel="noopener noreferrer">
            {view.linkedIn}
          </a>
        ) : (
          <span className={linkClass}>{view.linkedIn}</span>
        ))}
    </div>
  );
}

function Declaration({ view, look }: { view: ResumeView; look: Look }) {
  if (!view.declaration.show) return null;
  return (
    <Section look={look} title={view.labels.sections.declaration}>
      <p>{view.labels.declaration}</p>
      <div className={classes.declarationFoot}>
        <div>
          {view.declaration.date && <p>{view.labels.dateLine(view.declaration.date)}</p>}
          {view.declaration.place && <p>{view.labels.placeLine(view.declaration.place)}</p>}
        </div>
        <div>
          {view.signature && (
            <img className={classes.signature} src={view.signature} alt={view.labels.signature} />
          )}
          <p className={classes.signatureName} lang={writtenIn(view.name)}>
            ({view.name})
          </p>
        </div>
      </div>
    </Section>
  );
}

// ---- Template 1 ----

const oneLook: Look = { section: classes.section as string, title: classes.oneSectionTitle as string };

function OneExperience({ item }: { item: ExperienceView }) {
  const where = [item.organisation, item.city].filter(Boolean).join(', ');
  return (
    <div className={classes.item}>
      <div className={classes.itemHead}>
        <Said as="span" className={classes.itemTitle} text={item.title || item.name || item.organisation} />
        {item.period && <span className={classes.itemPeriod}>{item.period}</span>}
      </div>
      {where && <Said className={classes.muted} text={where} />}
      {item.name && item.title && <Said className={classes.muted} text={item.name} />}
      <List items={item.responsibilities} />
    </div>
  );
}

function OneEducation({ item, labels }: { item: EducationView; labels: ResumeLabels }) {
  return (
    <div className={classes.item}>
      <div className={classes.itemHead}>
        <Said as="span" className={classes.itemTitle} text={item.course || item.institution} />
        {item.period && <span className={classes.itemPeriod}>{item.period}</span>}
      </div>
      {item.course && item.institution && <Said className={classes.muted} text={item.institution} />}
      {item.duration && <p className={classes.muted}>{labels.durationLine(item.duration)}</p>}
    </div>
  );
}

function TemplateOneSheet({ view, links }: { view: ResumeView; links: boolean }) {
  const listSection = (title: string, items: string[], twoColumns = false) =>
    items.length > 0 && (
      <Section look={oneLook} title={title}>
        <List items={items} twoColumns={twoColumns} />
      </Section>
    );
  return (
    <div className={cx(classes.sheet, classes.one)} lang={view.language}>
      <header className={classes.oneHeader}>
        <div className={classes.oneHeaderText}>
          <Said as="h2" className={classes.oneName} style={{ margin: 0 }} text={view.name} />
          {view.headline && <Said className={classes.oneHeadline} text={view.headline} />}
          <Contact view={view} linkClass={classes.oneLink} links={links} />
          {view.address && <Said text={view.address} />}
        </div>
        {view.photo && <img className={classes.onePhoto} src={view.photo} alt="" />}
      </header>
      <div className={classes.oneRule} />
      {view.intro && (
        <Section look={oneLook} title={view.labels.sections.intro}>
          <Said text={view.intro} />
        </Section>
      )}
      {listSection(view.labels.sections.objectives, view.objectives)}
      {listSection(view.labels.sections.keyAchievements, view.keyAchievements)}
      {view.experience.length > 0 && (
        <Section look={oneLook} title={view.labels.sections.experience}>
          {view.experience.map((item) => (
            <OneExperience key={item.id} item={item} />
          ))}
        </Section>
      )}
      {view.training.length > 0 && (
        <Section look={oneLook} title={view.labels.sections.training}>
          {view.training.map((item) => (
            <OneExperience key={item.id} item={item} />
          ))}
        </Section>
      )}
      {view.professionalEducation.length > 0 && (
        <Section look={oneLook} title={view.labels.sections.professionalEducation}>
          {view.professionalEducation.map((item) => (
            <OneEducation key={item.id} item={item} labels={view.labels} />
          ))}
        </Section>
      )}
      {view.education.length > 0 && (
        <Section look={oneLook} title={view.labels.sections.education}>
          {view.education.map((item) => (
            <OneEducation key={item.id} item={item} labels={view.labels} />
          ))}
        </Section>
      )}
      {listSection(view.labels.sections.skills, view.skills, true)}
      {listSection(view.labels.sections.awards, view.awards)}
      {listSection(view.labels.sections.languages, view.languages, true)}
      {listSection(view.labels.sections.hobbies, view.hobbies, true)}
      {view.personal.length > 0 && (
        <Section look={oneLook} title={view.labels.sections.personal}>
          {view.personal.map((row) => (
            <div key={row.label} className={classes.personalRow}>
              <span className={classes.onePersonalLabel}>{row.label}</span>
              <Said as="span" text={row.value} />
            </div>
          ))}
        </Section>
      )}
      <Declaration view={view} look={oneLook} />
    </div>
  );
}

// ---- Template 2 ----

const twoLook: Look = { section: classes.twoSection as string, title: classes.twoSectionTitle as string };

function TwoExperience({ item }: { item: ExperienceView }) {
  const where = [item.organisation, item.city].filter(Boolean).join(', ');
  return (
    <div className={classes.twoItem}>
      <span className={classes.twoDates}>{item.period}</span>
      <div className={classes.twoMain}>
        <Said className={classes.itemTitle} text={item.title || item.name || item.organisation} />
        {where && <Said className={classes.twoSub} text={where} />}
        {item.name && item.title && <Said className={classes.muted} text={item.name} />}
        <List items={item.responsibilities} />
      </div>
    </div>
  );
}

function TwoEducation({ item, labels }: { item: EducationView; labels: ResumeLabels }) {
  return (
    <div className={classes.twoItem}>
      <span className={classes.twoDates}>{item.period}</span>
      <div className={classes.twoMain}>
        <Said className={classes.itemTitle} text={item.course || item.institution} />
        {item.course && item.institution && <Said className={classes.twoSub} text={item.institution} />}
        {item.duration && <p className={classes.muted}>{labels.durationLine(item.duration)}</p>}
      </div>
    </div>
  );
}

function TemplateTwoSheet({ view, links }: { view: ResumeView; links: boolean }) {
  const listSection = (title: string, items: string[]) =>
    items.length > 0 && (
      <Section look={twoLook} title={title}>
        <List items={items} />
      </Section>
    );
  const chipSection = (title: string, items: string[]) =>
    items.length > 0 && (
      <Section look={twoLook} title={title}>
        <Chips items={items} />
      </Section>
    );
  return (
    <div className={cx(classes.sheet, classes.two)} lang={view.language}>
      <header className={classes.twoBand}>
        {view.photo && <img className={classes.twoPhoto} src={view.photo} alt="" />}
        <div className={classes.twoBandText}>
          <Said as="h2" className={classes.twoName} style={{ margin: 0 }} text={view.name} />
          {view.headline && <Said className={classes.twoHeadline} text={view.headline} />}
          <Contact view={view} lineClass={classes.twoContact} links={links} />
          {view.address && <Said className={classes.twoAddress} text={view.address} />}
        </div>
      </header>
      {view.intro && (
        <Section look={twoLook} title={view.labels.sections.intro}>
          <Said text={view.intro} />
        </Section>
      )}
      {listSection(view.labels.sections.objectives, view.objectives)}
      {listSection(view.labels.sections.keyAchievements, view.keyAchievements)}
      {view.experience.length > 0 && (
        <Section look={twoLook} title={view.labels.sections.experience}>
          {view.experience.map((item) => (
            <TwoExperience key={item.id} item={item} />
          ))}
        </Section>
      )}
      {view.training.length > 0 && (
        <Section look={twoLook} title={view.labels.sections.training}>
          {view.training.map((item) => (
            <TwoExperience key={item.id} item={item} />
          ))}
        </Section>
      )}
      {view.professionalEducation.length > 0 && (
        <Section look={twoLook} title={view.labels.sections.professionalEducation}>
          {view.professionalEducation.map((item) => (
            <TwoEducation key={item.id} item={item} labels={view.labels} />
          ))}
        </Section>
      )}
      {view.education.length > 0 && (
        <Section look={twoLook} title={view.labels.sections.education}>
          {view.education.map((item) => (
            <TwoEducation key={item.id} item={item} labels={view.labels} />
          ))}
        </Section>
      )}
      {chipSection(view.labels.sections.skills, view.skills)}
      {listSection(view.labels.sections.awards, view.awards)}
      {chipSection(view.labels.sections.languages, view.languages)}
      {chipSection(view.labels.sections.hobbies, view.hobbies)}
      {view.personal.length > 0 && (
        <Section look={twoLook} title={view.labels.sections.personal}>
          <div className={classes.twoPersonal}>
            {view.personal.map((row) => (
              <div key={row.label} className={classes.twoPersonalCell}>
                <span className={classes.twoPersonalLabel}>{row.label}</span>
                <Said as="span" text={row.value} />
              </div>
            ))}
          </div>
        </Section>
      )}
      <Declaration view={view} look={twoLook} />
    </div>
  );
}

/** `links: false` for miniatures, which sit inside a link themselves. */
export function ResumeSheet({
  view,
  templateId,
  links = true,
}: {
  view: ResumeView;
  templateId: TemplateId;
  links?: boolean;
}) {
  return templateId === 1 ? (
    <TemplateOneSheet view={view} links={links} />
  ) : (
    <TemplateTwoSheet view={view} links={links} />
  );
}
