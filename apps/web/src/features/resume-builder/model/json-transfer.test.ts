import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, exportResumeJson, parseResumeJson, TRANSFER_MSG } from './json-transfer.ts';
import { emptyResume, newEducation, newExperience } from './resume-schema.ts';

describe('JSON export and import', () => {
  it('imports what it exported', () => {
    const data = {
      ...emptyResume(),
      name: 'Ananya Rao',
      gender: 'Female' as const,
      experience: [{ ...newExperience(), designation: 'Company Secretary', fromYear: '2021' }],
      education: [{ ...newEducation(), course: 'B.Com', duration: '3', yearOfPassing: '2015' }],
    };
    expect(parseResumeJson(exportResumeJson(data))).toEqual({ ok: true, data });
  });

  it('fills fields missing from an older file with their empty values', () => {
    const text = JSON.stringify({ format: EXPORT_FORMAT, version: 1, resume: { name: 'A' } });
    const result = parseResumeJson(text);
    expect(result.ok && result.data).toEqual({ ...emptyResume(), name: 'A' });
  });

  it('refuses a file that is not JSON', () => {
    expect(parseResumeJson('%PDF-1.7')).toEqual({ ok: false, message: TRANSFER_MSG.notJson });
  });

  it('refuses JSON that is not an export of the builder', () => {
    expect(parseResumeJson('[1,2]')).toEqual({ ok: false, message: TRANSFER_MSG.wrongFormat });
    expect(parseResumeJson('{"name":"A"}')).toEqual({ ok: false, message: TRANSFER_MSG.wrongFormat });
  });

  it('refuses a file of a newer version', () => {
    const text = JSON.stringify({ format: EXPORT_FORMAT, version: 2, resume: {} });
    expect(parseResumeJson(text)).toEqual({ ok: false, message: TRANSFER_MSG.newerVersion });
  });

  it('names the first bad value', () => {
    const text = JSON.stringify({ format: EXPORT_FORMAT, version: 1, resume: { gender: 'Robot' } });
    expect(parseResumeJson(text)).toEqual({ ok: false, message: TRANSFER_MSG.invalid('gender') });
    const long = JSON.stringify({ format: EXPORT_FORMAT, version: 1, resume: { skills: 'x'.repeat(301) } });
    expect(parseResumeJson(long)).toEqual({ ok: false, message: TRANSFER_MSG.invalid('skills') });
    const year = JSON.stringify({
      format: EXPORT_FORMAT,
      version: 1,
      resume: { education: [{ duration: '6' }] },
    });
    expect(parseResumeJson(year)).toEqual({
      ok: false,
      message: TRANSFER_MSG.invalid('education.0.duration'),
    });
  });

  it('accepts only JPEG or PNG data URLs as images', () => {
    const html = JSON.stringify({
      format: EXPORT_FORMAT,
      version: 1,
      resume: { photo: 'data:text/html;base64,PHNjcmlwdD4=' },
    });
    expect(parseResumeJson(html)).toEqual({ ok: false, message: TRANSFER_MSG.invalid('photo') });
    const remote = JSON.stringify({
      format: EXPORT_FORMAT,
      version: 1,
      resume: { signature: 'https://x.example/a.png' },
    });
    expect(parseResumeJson(remote)).toEqual({ ok: false, message: TRANSFER_MSG.invalid('signature') });
  });
});
