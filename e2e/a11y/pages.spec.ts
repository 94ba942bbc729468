import { appendFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { Role } from '@pp/contract/endpoint';
import { APP, signInQuickly } from '../auth/helpers.ts';
import { axeFindings } from '../fixtures/axe.ts';
import { DEMO } from '../fixtures/demo.ts';

/**
 * axe on every main page of every role (WCAG 2.2 AA rules; no serious or critical finding), at a
 * desktop width and at a phone's 360 px. Each page is scanned once its main heading is shown and
 * its loading states are gone.
 */
const PAGES: Record<Role | 'public', string[]> = {
  public: [
    '/',
    '/login',
    '/member',
    '/student',
    '/corporate',
    '/admin',
    '/recentjobs',
    '/training',
    '/corporateWFH',
    '/GovtJobsMember',
    '/govttrainings',
    '/important-announcement',
    '/support',
    '/forgot-password',
    '/accessibility',
    '/privacy',
    // A link that is no good: the page's error state.
    '/confirm-email?token=not-a-real-token',
    '/member/registration',
    '/student/registration',
    '/corporate/registration',
    '/resume-template-selector',
    '/resume-builder/1',
  ],
  member: [
    '/member/dashboard',
    '/member/job/search',
    '/member/international-job',
    '/member/international-job/search',
    '/member/job/application',
    '/member/profile',
    '/member/govt-job',
    '/member/saved-searches',
    '/member/my-data',
    '/member/consents',
    '/member/change-password',
    '/member/notifications',
    '/workfromhome',
  ],
  student: [
    '/student/dashboard',
    '/student/training/search',
    '/student/training/application',
    '/student/job',
    '/student/job/search',
    '/student/job/application',
    '/student/govt-traning',
    '/student/profile',
    '/student/notifications',
  ],
  corporate: [
    '/corporate/dashboard',
    '/corporate/job',
    '/corporate/jobOld',
    '/corporate/job/add',
    '/corporate/job/search',
    '/corporate/posted-training',
    '/corporate/training/add',
    '/corporate/profile',
    '/corporate/consents',
    '/corporate/member',
    '/corporate/student',
    '/corporate/notifications',
  ],
  admin: [
    '/admin/dashbaord',
    '/admin/govt-job',
    '/admin/govt-job/add',
    '/admin/govt-training',
    '/admin/job',
    '/admin/training',
    '/admin/corporate',
    '/admin/member',
    '/admin/student',
    '/admin/config',
    '/admin/otp',
    '/admin/announcement',
    '/admin/audit',
    '/admin/grievances',
    '/admin/notifications',
  ],
};

async function settle(page: Page) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

// One page load per page: scanned at 1280 px, then at 360 px after the viewport narrows (the
// layout follows the width through CSS and media-query hooks, as when a phone loads it).
const WIDTHS = [1280, 360] as const;

for (const [who, paths] of Object.entries(PAGES)) {
  test(`${who} pages at 1280 and 360 px have no serious or critical axe findings`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    // A role signs in on its first page (one load of it).
    const signedIn = who !== 'public';
    if (signedIn) await signInQuickly(page, who as Role, DEMO[who as Role], `${APP}${paths[0]}`);
    const failures: string[] = [];
    for (const [i, path] of paths.entries()) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      if (!(signedIn && i === 0)) await page.goto(`${APP}${path}`);
      await settle(page);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 900 });
          // Two frames: the media-query hooks re-render for the new width before the scan.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          await settle(page);
        }
        const findings = await axeFindings(page);
        if (process.env.A11Y_REPORT) {
          appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify({ who, width, path, findings })}\n`);
        }
        for (const f of findings)
          failures.push(`${path} (${width} px): ${f.impact} ${f.rule}: ${f.help} ${f.targets.join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
}

// The scan itself: a page with faults it must name (a nameless button, an image without text, a
// field without a label), on the whole page and on one part of it.
test('the axe scan reports serious faults on the page and within a part of it', async ({ page }) => {
  await page.goto(`${APP}/`);
  await settle(page);
  await page.evaluate(() => {
    const part = document.createElement('section');
    part.id = 'faulty';
    // The button is given a target's size: its one fault is its missing name (a zero-size
    // button is also too small a target, which axe reported in one run here).
    part.innerHTML =
      '<button type="button" style="min-width:48px;min-height:48px"></button><img src="x.png"><input type="text">';
    document.querySelector('main')?.append(part);
  });
  const rules = (findings: { rule: string }[]) => findings.map((f) => f.rule).sort();
  expect(rules(await axeFindings(page))).toEqual(['button-name', 'image-alt', 'label']);
  expect(rules(await axeFindings(page, '#faulty'))).toEqual(['button-name', 'image-alt', 'label']);
  expect(await axeFindings(page, 'header')).toEqual([]);
});
