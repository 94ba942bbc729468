import { expect, test } from '@playwright/test';
import { APP, field, HOME_URL } from '../auth/helpers.ts';
import { hearCaptcha } from '../fixtures/captcha-listener.ts';
import { DEMO } from '../fixtures/demo.ts';

/**
 * A person who cannot see the captcha image signs in with its audio: the recording the page plays
 * is heard (e2e/fixtures/captcha-listener.ts) and its characters typed, by keyboard only.
 */
test('the audio captcha signs a member in, by keyboard', async ({ page }) => {
  await page.goto(`${APP}/member`);
  const listen = page.getByRole('button', { name: 'Listen to the CAPTCHA (audio)' });
  await expect(listen).toBeEnabled();
  await field(page, 'Email').fill(DEMO.member.email);
  await field(page, 'Password').fill(DEMO.member.password);
  const recording = page.waitForResponse((r) => /\/auth\/captcha\/[^/]+\/audio$/.test(r.url()) && r.ok());
  await listen.focus();
  await page.keyboard.press('Enter');
  const heard = hearCaptcha(await (await recording).body());
  expect(heard).toMatch(/^[A-Za-z0-9]{6}$/);
  await expect(page.getByLabel(/CAPTCHA audio/)).toBeVisible();
  await field(page, 'CAPTCHA').fill(heard);
  await field(page, 'CAPTCHA').press('Enter');
  await expect(page).toHaveURL(HOME_URL.member);
});
