import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The two templates (spec 3 section 9: template ids 1 and 2; the PDF is saved as resume.pdf). */
export type TemplateId = 1 | 2;

export interface TemplateInfo {
  id: TemplateId;
  name: MessageDescriptor;
  description: MessageDescriptor;
}

export const TEMPLATES: readonly TemplateInfo[] = [
  {
    id: 1,
    name: msg`Classic`,
    description: msg`One column with ruled section headings: formal and easy for any reader to follow.`,
  },
  {
    id: 2,
    name: msg`Modern`,
    description: msg`A coloured header with your photo, and dates set apart beside each entry.`,
  },
];

export const PDF_FILE_NAME = 'resume.pdf';

/** The template of a route's `:id`, or null for anything but '1' and '2'. */
export function parseTemplateId(param: string | undefined): TemplateId | null {
  if (param === '1') return 1;
  if (param === '2') return 2;
  return null;
}

export function templateInfo(id: TemplateId): TemplateInfo {
  return TEMPLATES[id - 1] as TemplateInfo;
}

export const SELECTOR_PATH = '/resume-template-selector';
export const builderPath = (id: TemplateId) => `/resume-builder/${id}`;
export const downloadPath = (id: TemplateId) => `/resume-builder/download/${id}`;
