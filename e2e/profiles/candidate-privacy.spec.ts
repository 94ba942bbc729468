import { expect, test } from '@playwright/test';
import { API_BASE } from '@pp/contract/endpoint';
import { PROFILE_MSG } from '@pp/contract/profiles';
import { signInQuickly, signInRequest } from '../auth/helpers.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import { APP, section } from './helpers.ts';

/**
 * The candidate-data rule (server: features/access/candidate-access.ts) in the browser: an
 * employer the demo member never applied to (the second demo employer, no postings) sees the
 * professional profile only and reaches the member through Send Message; the member sees the
 * company among those who viewed the profile and switches the resume on for such employers.
 */
test('an employer the member has not applied to sees no contact details; the member sees the view and chooses about the resume', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  // Signed in now, the member's page opens later.
  await signInRequest(memberContext.request, 'member', DEMO.member);
  const own = await memberContext.request.get(`${API_BASE}/member/profile`);
  const member = ((await own.json()) as { result: { basicDetail: { userCode: string; email: string } } })
    .result.basicDetail;

  await signInQuickly(
    page,
    'corporate',
    SPARE.corporate,
    `${APP}/corporate/member/detail-${member.userCode}`,
  );
  await expect(page.getByRole('heading', { name: 'ANANYA RAO' })).toBeVisible();
  await expect(page.getByText('Contact details are not shown')).toBeVisible();
  await expect(page.getByText('Member (ACS)')).toBeVisible();
  await expect(page.getByText(member.email)).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(
    section(page, 'Resume').getByText('The resume is shown only to employers the candidate has applied to.'),
  ).toBeVisible();
  await expect(section(page, 'Basic Details').getByText('Date of birth')).toHaveCount(0);
  // The way to reach the member: the portal relays the message.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expectAccessible(page, 'employer view of a non-applicant');

  // The member sees the company among those who opened the profile.
  await memberPage.goto(`${APP}/member/profile`);
  const viewed = section(memberPage, 'Who viewed your profile');
  await expect(viewed.getByText('VEDANT LEGAL ASSOCIATES')).toBeVisible();
  // And switches the resume on for employers who find them by search.
  const toggle = section(memberPage, 'Resume').getByRole('switch', {
    name: 'Show my resume to employers who find me in a search',
  });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(memberPage.getByText(PROFILE_MSG.resumeShown)).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectAccessible(memberPage, 'member profile with the resume switch and the views');

  // The employer no longer reads "shown only to employers applied to".
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ANANYA RAO' })).toBeVisible();
  await expect(
    section(page, 'Resume').getByText('The resume is shown only to employers the candidate has applied to.'),
  ).toHaveCount(0);

  // Switched off again: the demo data stays as it was for the other journeys.
  await toggle.click();
  await expect(memberPage.getByText(PROFILE_MSG.resumeHidden)).toBeVisible();
  await memberContext.close();
});
