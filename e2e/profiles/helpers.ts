import { expect, type Locator, type Page } from '@playwright/test';

export const APP = '/PlacementApp';

/** An input by its visible label; a required field's label ends with an asterisk. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Picks an option of a Mantine Select (searchable): type to filter, then click the option. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const input = field(scope, label);
  await input.click();
  await input.fill(option);
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

export function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** A section card of the profile, by its heading. */
export function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Waits for the in-app notification with this text, then dismisses it so later ones are visible. */
export async function expectNotice(page: Page, text: string) {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
}

/** A small well-formed PDF; with `size`, padded with a comment to that many bytes. */
export function pdfBytes(size?: number): Buffer {
  const make = (padding: number) => {
    const head = Buffer.from(
      `%PDF-1.4\n%${'p'.repeat(padding)}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`,
      'latin1',
    );
    const tail = Buffer.from(
      `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
      'latin1',
    );
    return Buffer.concat([head, tail]);
  };
  if (size === undefined) return make(0);
  const base = make(0).length;
  let out = make(size - base);
  if (out.length !== size) out = make(size - base - (out.length - size));
  return out;
}

/** An 8 x 8 blue PNG. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000080000000808020000004b6d29dc0000001149444154789c6330cc3f8f15310c2d0900b2555bc15da3cfcc0000000049454e44ae426082',
  'hex',
);

export const MB = 1024 * 1024;

/** Types a date into a Mantine DateInput and leaves the field, which closes its calendar. */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const input = field(scope, label);
  await input.fill(value);
  await input.press('Tab');
}
