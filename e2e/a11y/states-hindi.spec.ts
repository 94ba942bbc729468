import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { generate } from 'otplib';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { DEMO, LOGIN_PATH, SPARE } from '../fixtures/demo.ts';
import { hindi } from '../fixtures/hindi.ts';
import { readInHindi, walkRoutes } from '../fixtures/routes.ts';
import { scan, settle, walk } from '../fixtures/states.ts';

/**
 * Every page of the route table at a phone's 360 px and in Hindi, in the states a person leaves it
 * in (fixtures/states.ts): as loaded, its first list opened by the keyboard and by the mouse, its
 * first date picker open, its main form submitted empty. axe scans each state (WCAG 2.2 AA, no
 * serious or critical finding). Then the modals a person fills in (send a message, edit a profile,
 * schedule an interview), the authenticator set-up and the second-factor step, opened and submitted
 * empty. (Notifications have a page, walked with the others, and no modal.)
 */
const WIDTH = 360;

/**
 * A form sent empty must be refused in the page; what would still reach the server (a form with
 * nothing required, a posting's dates) is stopped here, so that the walk changes no record the
 * other journeys of this area read.
 */
async function readOnly(page: Page) {
  await page.route('**/placementapi/**', (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort(),
  );
}

/**
 * Findings seen and not fixed yet, each with its reason (the report names them; remove an entry
 * once fixed): matched by where the scan ran and the rule.
 */
const KNOWN: { where: string; rule: string; reason: string }[] = [
  {
    where: '/corporate/registration (360 px), submitted empty',
    rule: 'target-size',
    reason:
      "the header's Login button over the form scrolled beneath it (the fixed header at 360 px); the layout change is left to the header's owners",
  },
];

for (const who of ['public', 'member', 'student', 'corporate', 'admin'] as const) {
  test(`every ${who} page at 360 px in Hindi: loaded, a list and a date picker open, the form submitted empty`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await readInHindi(page);
    await readOnly(page);
    const failures: string[] = [];
    await walkRoutes(page, who, async (address) => {
      await settle(page);
      await scan(page, failures, `${address} (${WIDTH} px), as loaded`);
      await walk(page, { path: address }, failures, WIDTH, true);
    });
    expect(
      failures.filter((f) => !KNOWN.some((k) => f.startsWith(`${k.where}: serious ${k.rule}:`))),
    ).toEqual([]);
  });
}

interface ModalCase {
  /** The page, or a page and the first link on it to follow (an applicant list has a code). */
  path: string | { from: string; link: string };
  /** The button that opens it, by its Hindi name. */
  open: (page: Page) => Locator;
}

const button = (page: Page, catalogue: string, english: string) =>
  page
    .getByRole('main')
    .getByRole('button', { name: hindi(catalogue, english), exact: true })
    .first();

const MODALS: Partial<Record<Role, ModalCase[]>> = {
  member: [
    {
      path: '/member/profile',
      open: (p) => p.getByRole('main').getByRole('button', { name: hindi('profiles', 'Edit basic details') }),
    },
    {
      path: '/member/profile',
      open: (p) => p.getByRole('main').getByRole('button', { name: hindi('profiles', 'Edit skills') }),
    },
  ],
  corporate: [
    {
      path: { from: '/corporate/dashboard', link: '/corporate/job/applicant-' },
      open: (p) => button(p, 'corporates', 'Schedule interview'),
    },
  ],
  // An administrator may message any candidate (an employer only those who have not applied).
  admin: [
    {
      path: { from: '/admin/member', link: '/admin/member/detail-' },
      open: (p) => button(p, 'profiles', 'Send Message'),
    },
  ],
};

/** Opens the case's page: by its address, or by the first link to follow from another page. */
async function openPage(page: Page, path: ModalCase['path'], signIn?: Role) {
  const first = typeof path === 'string' ? path : path.from;
  if (signIn) await signInQuickly(page, signIn, DEMO[signIn], `${APP}${first}`);
  else await page.goto(`${APP}${first}`);
  await settle(page);
  if (typeof path === 'string') return;
  const link = page.locator(`main a[href^="${APP}${path.link}"]`).first();
  await page.goto((await link.getAttribute('href')) ?? '');
  await settle(page);
}

// The spare member (no other journey of this area signs in as it) turns on an authenticator app,
// then signs in again and meets the second-factor step; each form is submitted empty first.
test('the authenticator set-up and the second-factor step at 360 px in Hindi, submitted empty', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await readInHindi(page);
  await signInQuickly(page, 'member', SPARE.member, `${APP}/member/change-password`);
  await settle(page);
  const failures: string[] = [];
  await page.getByRole('button', { name: hindi('auth', 'Set up an authenticator app') }).click();
  const code = page.getByRole('textbox', { name: new RegExp(`^${hindi('auth', 'Code from the app')}`) });
  await expect(code).toBeVisible();
  await scan(page, failures, 'authenticator set-up');
  const turnOn = page.getByRole('button', { name: hindi('auth', 'Turn on') });
  await turnOn.click();
  // The refusal is said in an alert above the button (this form's own way, not a field's error).
  await expect(page.locator('[role="alert"], main [aria-invalid="true"]').first()).toBeVisible();
  await scan(page, failures, 'authenticator set-up submitted empty');
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await code.fill(await generate({ secret }));
  await turnOn.click();
  await expect(page.getByRole('list', { name: hindi('auth', 'Recovery codes') })).toBeVisible();

  await page.goto(`${APP}/logout`);
  await page.goto(LOGIN_PATH.member);
  await page
    .locator('main input[type="email"], main input[autocomplete="username"]')
    .first()
    .fill(SPARE.member.email);
  await page.locator('main input[type="password"]').fill(SPARE.member.password);
  await page.locator('main button[type="submit"]').first().click();
  const second = page.getByRole('textbox', { name: new RegExp(`^${hindi('auth', 'Code')}`) });
  await expect(second).toBeVisible();
  await scan(page, failures, 'second-factor step');
  await page.locator('main button[type="submit"]').first().click();
  await expect(page.locator('[role="alert"], main [aria-invalid="true"]').first()).toBeVisible();
  await scan(page, failures, 'second-factor step submitted empty');
  expect(failures).toEqual([]);
});

for (const [who, cases] of Object.entries(MODALS)) {
  test(`${who} modals at 360 px in Hindi, opened and submitted empty`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await readInHindi(page);
    await readOnly(page);
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      await openPage(page, c.path, i === 0 ? (who as Role) : undefined);
      await c.open(page).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
      await scan(page, failures, `${c.path}: a modal open`);
      const submit = dialog.locator('button[type="submit"]').first();
      if ((await submit.count()) > 0) {
        await submit.click();
        // A form whose fields are already filled (a profile's basic details) passes the page's
        // checks: its save, stopped by readOnly, is refused (an alert) or the modal closes.
        const invalid = dialog.locator('[aria-invalid="true"]');
        await expect
          .poll(
            async () =>
              (await invalid.count()) > 0 ||
              !(await dialog.isVisible()) ||
              (await page.getByRole('alert').count()) > 0,
          )
          .toBe(true);
        if ((await invalid.count()) > 0) {
          await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
          await scan(page, failures, `${c.path}: a modal submitted empty`);
        }
      }
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    expect(failures).toEqual([]);
  });
}
