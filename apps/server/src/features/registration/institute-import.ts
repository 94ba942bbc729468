import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { upsertInstituteMembers, upsertInstituteStudents } from './registration.repo.ts';

/**
 * CSV import of the institute's records (`npm run institute:import -- file.csv`).
 *
 * members.csv columns: membershipType,membershipNumber,dateOfBirth,name,email,mobile,address,region,chapter
 * students.csv columns: registrationNumber,dateOfBirth,name,email,mobile,region,chapter
 * The kind is told by the header. Dates are YYYY-MM-DD (DD-MM-YYYY and DD/MM/YYYY are accepted).
 * A row with the same membership (type + number) or registration number replaces the earlier one.
 */
export const MEMBER_COLUMNS = [
  'membershipType',
  'membershipNumber',
  'dateOfBirth',
  'name',
  'email',
  'mobile',
  'address',
  'region',
  'chapter',
];
export const STUDENT_COLUMNS = [
  'registrationNumber',
  'dateOfBirth',
  'name',
  'email',
  'mobile',
  'region',
  'chapter',
];

/** Splits CSV text into rows of fields (RFC 4180: quotes, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function normalizeDate(value: string): string | null {
  const v = value.trim();
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const dmyMatch = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  const iso = isoMatch
    ? `${isoMatch[1]}-${isoMatch[2]}-${isoMatch[3]}`
    : dmyMatch
      ? `${dmyMatch[3]}-${dmyMatch[2]}-${dmyMatch[1]}`
      : null;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

const text = (max: number) => z.string().trim().max(max);
const memberRow = z.object({
  membershipType: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['A', 'F'])),
  membershipNumber: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'membershipNumber must be digits'),
  dateOfBirth: z.string().transform((v, ctx) => {
    const iso = normalizeDate(v);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: 'dateOfBirth is not a valid date' });
    return z.NEVER;
  }),
  name: text(200).min(1, 'name is empty'),
  email: z.string().trim().toLowerCase().pipe(z.email('email is not valid')),
  mobile: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(10, 'mobile needs at least 10 digits').max(15)),
  address: text(500),
  region: text(100),
  chapter: text(100),
});
const studentRow = z.object({
  registrationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9/-]{1,30}$/, 'registrationNumber is not valid'),
  dateOfBirth: memberRow.shape.dateOfBirth,
  name: memberRow.shape.name,
  email: memberRow.shape.email,
  mobile: memberRow.shape.mobile,
  region: text(100),
  chapter: text(100),
});

export interface ImportReport {
  kind: 'members' | 'students';
  imported: number;
  rejected: { line: number; reason: string }[];
}

export async function importInstituteCsv(db: Db, csv: string, now = new Date()): Promise<ImportReport> {
  const rows = parseCsv(csv);
  const header = (rows.shift() ?? []).map((h) => h.trim());
  const kind = header.includes('membershipNumber')
    ? 'members'
    : header.includes('registrationNumber')
      ? 'students'
      : null;
  if (!kind)
    throw new Error(
      `Unknown CSV header. Members: ${MEMBER_COLUMNS.join(',')}. Students: ${STUDENT_COLUMNS.join(',')}.`,
    );
  const columns = kind === 'members' ? MEMBER_COLUMNS : STUDENT_COLUMNS;
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`Missing columns: ${missing.join(', ')}`);
  const schema = kind === 'members' ? memberRow : studentRow;
  const report: ImportReport = { kind, imported: 0, rejected: [] };
  const good = new Map<string, Record<string, string>>();
  rows.forEach((fields, index) => {
    const line = index + 2;
    const raw = Object.fromEntries(columns.map((c) => [c, fields[header.indexOf(c)] ?? '']));
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      report.rejected.push({ line, reason: parsed.error.issues.map((i) => i.message).join('; ') });
      return;
    }
    const data = parsed.data as Record<string, string>;
    const key =
      kind === 'members'
        ? `${data.membershipType}:${data.membershipNumber}`
        : String(data.registrationNumber);
    good.set(key, data);
  });
  const list = [...good.values()];
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    if (kind === 'members') {
      await upsertInstituteMembers(
        db,
        chunk.map((r) => ({ ...(r as z.output<typeof memberRow>), importedAt: now })),
      );
    } else {
      await upsertInstituteStudents(
        db,
        chunk.map((r) => ({ ...(r as z.output<typeof studentRow>), importedAt: now })),
      );
    }
  }
  report.imported = list.length;
  return report;
}
