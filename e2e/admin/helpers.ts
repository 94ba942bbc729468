import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import ExcelJS from 'exceljs';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO, testProof } from '../fixtures/demo.ts';

export const APP = '/PlacementApp';
export const API = '/placementapi/v1';

/** Signs the demo admin in through the API and opens the dashboard, or `path`. */
export async function signInAdmin(page: Page, path?: string) {
  await signInQuickly(page, 'admin', DEMO.admin, path);
}

export async function signInAs(page: Page, kind: Role, account: { email: string; password: string }) {
  await signInQuickly(page, kind, account);
}

/** An input by its visible label; a required field's label ends with an asterisk. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** The editable area of a rich-text field (a contenteditable textbox named by the field's label). */
export function richText(scope: Page | Locator, label: string) {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** Picks an option of a Mantine Select (searchable): type to filter, then click the option. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  // The first match is the input; Mantine's option list is labelled by the same label.
  const input = field(scope, label).first();
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  const choice = page.getByRole('option', { name: option, exact: true });
  // The dropdown repositions while the page settles (seen once as "element is not stable" for a
  // whole minute on a loaded machine): short tries, again until one lands (never a forced click).
  await expect(async () => {
    await choice.click({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Waits for the in-app notification with this text, then dismisses it. */
export async function expectNotice(page: Page, text: string | RegExp) {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
}

/** Confirms the open confirmation modal with the given button. */
export async function confirm(page: Page, button: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Clicks a Download Excel button and opens the file: the rows of its first sheet. */
export async function downloadRows(
  page: Page,
  button: Locator,
): Promise<{ name: string; sheet: string; rows: unknown[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: download.suggestedFilename(), sheet: sheet.name, rows };
}

/** Saves a screenshot at desktop and phone width for review. */
export async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `../.tmp/admin-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `../.tmp/admin-${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An API call from the signed-in page (its cookie, the anti-forgery header). */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(`${API}/${path}`, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await res.json()) as { result: T; error: { Message: string } };
  if (json.error.Message) throw new Error(`${method} ${path}: ${json.error.Message}`);
  return json.result;
}

/** The page's main content (the navigation repeats some labels). */
export function main(page: Page) {
  return page.locator('#main-content');
}

/** A minimal well-formed PDF (a resume for applications made through the API). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n0\n%%EOF\n',
  'latin1',
);

/**
 * Signs a member or student in through the API (test-mode proof of work), gives them a resume and
 * applies to a job or training, so that applicant lists have a row.
 */
export async function applyThroughApi(
  request: APIRequestContext,
  kind: 'member' | 'student',
  account: { email: string; password: string },
  posting: { jobCode: string } | { trainingCode: string },
) {
  const login = await request.post(`${API}/auth/login`, {
    data: {
      email: account.email,
      password: Buffer.from(account.password).toString('base64'),
      kind,
      proof: await testProof(request),
    },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post(`${API}/${kind}/profile/resume`, {
    headers,
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const path = 'jobCode' in posting ? 'job/application' : 'training/application';
  const applied = await request.post(`${API}/${path}`, { headers, data: posting });
  expect(applied.ok(), await applied.text()).toBe(true);
}
