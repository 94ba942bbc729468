import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { encodePassword } from '@pp/contract/validators';
import { testProof } from '../fixtures/demo.ts';

export const APP = '/PlacementApp';
export const API = '/placementapi/v1';

/** An input by its visible label; a required field's label ends with an asterisk. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Mantine labels the options list with the field's label too: take the input.
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`)).and(scope.locator('input, textarea'));
}

/** Picks an option of a Mantine Select: type to filter, then click the option. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const input = field(scope, label);
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Picks an option of a non-searchable Mantine Select by clicking it open. */
export async function pick(page: Page, scope: Page | Locator, label: string, option: string) {
  const input = field(scope, label);
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Waits for the in-app notification with this text, then dismisses it. */
export async function expectNotice(page: Page, text: string) {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
}

/** A job or training tile by its title. */
export function tile(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
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

/** Gives a member or student a resume (needed to apply). */
export async function uploadResume(api: APIRequestContext, kind: 'member' | 'student') {
  const res = await api.post(`${API}/${kind}/profile/resume`, {
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The codes the signed-in person applied for (jobs, or trainings for students). */
export async function appliedCodes(api: APIRequestContext, path: string): Promise<string[]> {
  const res = await api.get(`${API}/${path}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { result: { list: { jobCode?: string; trainingCode?: string }[] } };
  return body.result.list.map((item) => item.jobCode ?? item.trainingCode ?? '');
}
