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
 */

export function ResumeDocument({ view, templateId }: { view: ResumeView; templateId: TemplateId }) {
  return (
    <Document
      title={view.name ? `Resume of ${view.name}` : 'Resume'}
      author={view.name}
      subject="Resume"
      creator="Placement Portal resume builder"
      producer="Placement Portal"
      language="en-IN"
    >
      {templateId === 1 ? <TemplateOnePage view={view} /> : <TemplateTwoPage view={view} />}
    </Document>
  );
}

export async function renderResumePdf(data: ResumeData, templateId: TemplateId): Promise<Blob> {
  registerFonts();
  const view = buildResumeView(data);
  return pdf(<ResumeDocument view={view} templateId={templateId} />).toBlob();
}
