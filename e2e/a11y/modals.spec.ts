import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { axeFindings } from '../fixtures/axe.ts';
import { DEMO } from '../fixtures/demo.ts';

/**
 * axe on the modals of every role (WCAG 2.2 AA rules, no serious or critical finding): each is
 * opened as a user opens it, scanned with the page behind it, then closed with Escape (which must
 * work: no keyboard trap) and the focus returns to the page.
 */
interface ModalCase {
  path: string;
  open: (page: Page) => Locator;
  dialog: string | RegExp;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

const CASES: Record<Role | 'public', ModalCase[]> = {
  public: [],
  member: [
    {
      path: '/member/profile',
      open: (p) => section(p, 'Basic Details').getByRole('button', { name: 'Edit basic details' }),
      dialog: /basic details/i,
    },
    {
      path: '/member/profile',
      open: (p) => section(p, 'Skills').getByRole('button', { name: 'Edit skills' }),
      dialog: /skills/i,
    },
    {
      path: '/member/profile',
      open: (p) => section(p, 'Education').getByRole('button', { name: 'Add education' }),
      dialog: /education/i,
    },
    {
      path: '/member/job/search?country=IN&state=IN-MH&city=*&experience=0-12&go=1',
      open: (p) => p.getByRole('button', { name: 'Save this search' }),
      dialog: 'Save this search',
    },
    {
      path: '/member/my-data',
      open: (p) => p.getByRole('button', { name: 'Delete my account' }),
      dialog: 'Delete my account',
    },
  ],
  student: [
    {
      path: '/student/profile',
      open: (p) => section(p, 'Education').getByRole('button', { name: 'Add education' }),
      dialog: /education/i,
    },
  ],
  corporate: [
    {
      path: '/corporate/profile',
      open: (p) => p.getByRole('button', { name: 'Edit Contact details' }),
      dialog: 'Edit contact details',
    },
    {
      path: '/corporate/profile',
      open: (p) => p.getByRole('button', { name: 'Edit Company address' }),
      dialog: 'Edit company address',
    },
    {
      path: '/corporate/profile',
      open: (p) => p.getByRole('button', { name: 'Edit Company details' }),
      dialog: 'Edit company details',
    },
  ],
  admin: [
    {
      path: '/admin/announcement',
      open: (p) => p.getByRole('button', { name: 'Add announcement' }),
      dialog: 'Add announcement',
    },
    { path: '/admin/job', open: (p) => p.getByRole('button', { name: 'Read More' }).first(), dialog: /.+/ },
  ],
};

for (const [who, cases] of Object.entries(CASES)) {
  if (cases.length === 0) continue;
  test(`${who} modals have no serious or critical axe findings and close with Escape`, async ({ page }) => {
    test.setTimeout(180_000);
    // Signed in on the first case's page.
    let shown = cases[0]!.path;
    await signInQuickly(page, who as Role, DEMO[who as Role], `${APP}${shown}`);
    const failures: string[] = [];
    for (const c of cases) {
      // Modals of one page are opened one after the other on one load of it (each closed first).
      if (c.path !== shown) await page.goto(`${APP}${c.path}`);
      shown = c.path;
      const opener = c.open(page);
      await expect(opener).toBeEnabled();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: c.dialog });
      await expect(dialog).toBeVisible();
      // A field that takes the focus may open its list of options: that list is a listbox moved
      // through with the arrow keys (aria-activedescendant), which axe's scrollable-region rule
      // does not know; the modal is scanned with the list closed.
      if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      for (const f of await axeFindings(page))
        failures.push(`${c.path} ${c.dialog}: ${f.impact} ${f.rule}: ${f.help} ${f.targets.join(' | ')}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
    expect(failures).toEqual([]);
  });
}
