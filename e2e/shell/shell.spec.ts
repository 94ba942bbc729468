import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { DEMO } from '../fixtures/demo.ts';
import { APP, horizontalOverflow, LOGIN_HEADING, signInAt } from './helpers.ts';

test.describe('home page', () => {
  test('shows the hero, the entries and the institute cards, with working links', async ({ page }) => {
    await page.goto(`${APP}/`);
    await expect(page).toHaveTitle(/Placement Portal/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The placement portal for company secretaries' }),
    ).toBeVisible();

    for (const entry of [
      'Job search',
      'Training search',
      'Post jobs and find candidates',
      'International jobs',
      'Resume maker',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: entry })).toBeVisible();
    }
    const main = page.getByRole('region', { name: 'What would you like to do?' });
    const signIn = page.getByRole('navigation', { name: 'Sign in' });
    await expect(signIn.getByRole('link', { name: 'CS Members' })).toHaveAttribute('href', `${APP}/member`);
    await expect(signIn.getByRole('link', { name: 'Employers / Recruiters' })).toHaveAttribute(
      'href',
      `${APP}/corporate`,
    );
    await expect(main.getByRole('link', { name: 'CS Members', exact: true })).toHaveAttribute(
      'href',
      `${APP}/member`,
    );
    await expect(main.getByRole('link', { name: 'Students', exact: true })).toHaveAttribute(
      'href',
      `${APP}/student`,
    );
    await expect(main.getByRole('link', { name: 'Employer login' })).toHaveAttribute(
      'href',
      `${APP}/corporate`,
    );
    await expect(main.getByRole('link', { name: 'Make my resume' })).toHaveAttribute(
      'href',
      `${APP}/resume-template-selector`,
    );

    const institute = page.getByRole('region', { name: 'From the institute' });
    for (const card of ['Opportunities', 'Announcements', 'Instructions', 'Archives']) {
      await expect(institute.getByRole('link', { name: new RegExp(card) })).toBeVisible();
    }
    await expect(institute.getByRole('link', { name: /Announcements/ })).toHaveAttribute(
      'href',
      `${APP}/important-announcement`,
    );
    await expect(institute.getByRole('link', { name: /Opportunities/ })).toHaveAttribute('target', '_blank');

    await page.screenshot({ path: '../.tmp/shell-home-desktop.png', fullPage: true });

    await main.getByRole('link', { name: 'CS Members', exact: true }).click();
    await expect(page).toHaveURL(`${APP}/member`);
    await expect(page.getByRole('heading', { level: 1, name: 'CS Members Login' })).toBeVisible();
  });

  test('keeps the jobCode query locally and passes it to the employer login', async ({ page }) => {
    await page.goto(`${APP}/?jobCode=JOB123abc`);
    const withCode = `${APP}/corporate?jobCode=JOB123abc`;
    await expect(page.getByRole('link', { name: 'Employer login' })).toHaveAttribute('href', withCode);
    await expect(
      page.getByRole('navigation', { name: 'Sign in' }).getByRole('link', { name: 'Employers / Recruiters' }),
    ).toHaveAttribute('href', withCode);
    // Kept by the page's scripts once they run (the home page arrives rendered by the server).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jobCode'))).toBe('JOB123abc');
  });

  test('fits a phone screen without horizontal scrolling, and the burger menu navigates', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${APP}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '../.tmp/shell-home-phone.png', fullPage: true });

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#app-drawer');
    await drawer.getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(`${APP}/important-announcement`);
    await expect(page.getByRole('heading', { level: 1, name: 'Important Announcements' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('routes', () => {
  test('an unknown path shows the not-found text and a working link home', async ({ page }) => {
    await page.goto(`${APP}/no/such/page`);
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(`${APP}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The placement portal for company secretaries' }),
    ).toBeVisible();
  });

  test('a prefixed route with an unknown prefix is not found, without asking for a login', async ({
    page,
  }) => {
    await page.goto(`${APP}/corporate/job/nothing-ABC`);
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    await page.goto(`${APP}/admin/whatever`);
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
  });

  test('a protected route without a session shows the login form of its kind, in place', async ({ page }) => {
    await page.goto(`${APP}/member/profile`);
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING.member })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${APP}/member/profile`);
    // The session-expired modal is for sessions that ran out, not for visitors.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`${APP}/corporate/job/detail-ABC123`);
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING.corporate })).toBeVisible();
  });

  test('signing in from the guard stays on the asked-for page, in the kind layout', async ({ page }) => {
    await signInAt(page, '/member/profile', DEMO.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'CS Member navigation' });
    await expect(nav.getByRole('button', { name: 'Jobs in India' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();

    await nav.getByRole('button', { name: 'Jobs in India' }).click();
    await page.getByRole('menuitem', { name: 'Search corporate jobs' }).click();
    await expect(page).toHaveURL(`${APP}/member/job/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Job(s) in India' })).toBeVisible();

    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${APP}/`);
  });

  test("a session of another kind never shows the other kind's screen", async ({ page }) => {
    await signInAt(page, '/student/dashboard', DEMO.student);
    await page.goto(`${APP}/admin/otp`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for another kind of account' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'OTPs' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(`${APP}/student/dashboard`);
  });

  test('a screen that fails to load shows the error screen in place, and Try again recovers', async ({
    page,
  }) => {
    const chunk = /\/assets\/announcements-page-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort());
    await page.goto(`${APP}/`);
    await page
      .getByRole('navigation', { name: 'Site navigation' })
      .getByRole('link', { name: 'Announcements' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded.')).toBeVisible();
    // The header and navigation stay usable.
    await expect(page.getByRole('banner').getByRole('link', { name: /Placement Portal/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Important Announcements' })).toBeVisible();
  });

  test('the error page offers Go to home and Try again', async ({ page }) => {
    await page.goto(`${APP}/error`);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(`${APP}/`);
  });
});
