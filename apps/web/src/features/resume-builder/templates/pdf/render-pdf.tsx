import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Document, pdf } from '@react-pdf/renderer';
import type { ResumeData } from '../../model/resume-schema.ts';
import { buildResumeView, type ResumeView } from '../../model/resume-view.ts';
import type { TemplateId } from '../template-info.ts';
import { registerFonts } from './fonts.ts';
import { TemplateOnePage } from './template-one-pdf.tsx';
import { TemplateTwoPage } from './template-two-pdf.tsx';

/**
 * The resume as a PDF. This module (and with it react-pdf, about 440 kB gzip) is only ever
 * loaded with a dynamic import, by the download page.
 *
 * react-pdf renders outside React's tree of providers: no Lingui hooks here. The resume's words
 * come in with the view (built with the reader's language); the document's own texts are read
 * from Lingui's global i18n when the PDF is made.
 */

export function ResumeDocument({ view, templateId }: { view: ResumeView; templateId: TemplateId }) {
  const name = view.name;
  const resume = i18n._(msg`Resume`);
  return (
    <Document
      title={name ? i18n._(msg`Resume of ${name}`) : resume}
      author={name}
      subject={resume}
      creator="Placement Portal resume builder"
      producer="Placement Portal"
      language={view.language === 'hi' ? 'hi-IN' : 'en-IN'}
    >
      {templateId === 1 ? <TemplateOnePage view={view} /> : <TemplateTwoPage view={view} />}
    </Document>
  );
}

export async function renderResumePdf(data: ResumeData, templateId: TemplateId): Promise<Blob> {
  registerFonts();
  // The reader's language at the moment of 'Download CV' (the download page has loaded this
  // feature's catalogue in it).
  const view = buildResumeView(data, i18n);
  return pdf(<ResumeDocument view={view} templateId={templateId} />).toBlob();
}
