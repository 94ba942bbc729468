import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { DAY_SECONDS, istParts, istStartOfDay } from '@pp/contract/india-time';
import { encodePassword } from '@pp/contract/validators';
import ExcelJS from 'exceljs';
import { testProof } from '../fixtures/demo.ts';

export const APP = '/PlacementApp';
export const API = '/placementapi/v1';

/** An input by its visible label (a required field's label ends with an asterisk). */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Mantine labels a select's options list with the field's label too: take the input.
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`)).and(scope.locator('input, textarea'));
}

/** The editable area of a rich-text field (a contenteditable textbox named by the field's label). */
export function richText(scope: Page | Locator, label: string) {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** Picks an option of a Mantine Select (searchable or not): open, type when searchable, click. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const input = field(scope, label);
  await input.click();
  // A searchable select filters as you type; a plain one is read-only.
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Adds options to a Mantine MultiSelect. */
export async function chooseMany(page: Page, scope: Page | Locator, label: string, options: string[]) {
  const input = field(scope, label);
  for (const option of options) {
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await input.press('Escape');
}

/** Waits for the in-app notification with this text, then dismisses it. */
export async function expectNotice(page: Page, text: string) {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
}

/** Confirms the open confirmation modal with its button. */
export async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** 'DD/MM/YYYY' of today plus `days`, in India time. */
export function dayFromToday(days: number): string {
  const p = istParts(Math.floor(Date.now() / 1000) + days * DAY_SECONDS);
  return `${String(p.day).padStart(2, '0')}/${String(p.month + 1).padStart(2, '0')}/${p.year}`;
}

/** Types a date into a Mantine DateInput and leaves the field. */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const input = field(scope, label);
  await input.fill(value);
  await input.press('Tab');
}

/** A small well-formed PDF. */
export function pdfBytes(): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
    'latin1',
  );
  const tail = Buffer.from(
    `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([head, tail]);
}

/** Signs in through the API (test mode hands out the proof of work) and returns the request context. */
export async function apiSession(
  baseURL: string,
  kind: Role,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const res = await api.post(`${API}/auth/login`, {
    data: {
      email: account.email,
      password: encodePassword(account.password),
      kind,
      proof: await testProof(api),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/** Calls the API and returns `result`, failing the test on an error envelope. */
export async function apiCall<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await api.fetch(`${API}/${path}`, { method, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { result: T; error: { Message: string } };
  expect(res.ok(), `${method} ${path}: ${body.error.Message}`).toBe(true);
  return body.result;
}

/** Gives a member or student a resume (needed to apply). */
export async function uploadResume(api: APIRequestContext, kind: 'member' | 'student') {
  const res = await api.post(`${API}/${kind}/profile/resume`, {
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Today's India-time midnight in epoch seconds. */
export function todayEpoch(): number {
  return istStartOfDay(Math.floor(Date.now() / 1000));
}

/** A student job body for `POST job` ('Semi Qualified', student skills). */
export function studentJobBody(title: string) {
  const start = todayEpoch();
  return {
    title,
    country: 'IN',
    state: 'IN-DL',
    city: ['IN-DL-NEW-DELHI'],
    noOfVacancy: 2,
    role: ['R-SECE'],
    skill: ['SKS-ROC'],
    jobType: 'JT-FT',
    qualification: ['Q-CSE-PASS'],
    additionalQualification: [],
    minSalary: 150000,
    maxSalary: 250000,
    salaryCurrency: 'INR',
    minExperienceInMonths: 0,
    maxExperienceInMonths: 12,
    startDate: start,
    endDate: start + 30 * 86_400,
    service: false,
    description: `<p>${title}: ROC filings and registers.</p>`,
    workCulture: 'No',
    terms: true,
  };
}

/** Reads a downloaded xlsx: the header row and the data rows of Sheet1, as text. */
export async function readSheet(path: string): Promise<{ headers: string[]; rows: string[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('Sheet1');
  expect(sheet, 'the workbook has a Sheet1').toBeTruthy();
  const values = (row: number) =>
    ((sheet!.getRow(row).values as unknown[]) ?? []).slice(1).map((v) => String(v ?? ''));
  const rows: string[][] = [];
  for (let i = 2; i <= sheet!.rowCount; i++) rows.push(values(i));
  return { headers: values(1), rows };
}
