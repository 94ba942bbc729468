import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe.ts';
import { LOGIN_PATH } from '../fixtures/demo.ts';
import { hindi } from '../fixtures/hindi.ts';
import { tabTo } from '../fixtures/keyboard.ts';
import { APP, HOME_URL, signInQuickly } from './helpers.ts';

/**
 * A demo member of the seed's extra people (the demo member's password): no other journey signs
 * in as this one, so its passkeys and its language are this journey's own.
 */
const ACCOUNT = { email: 'suresh.balaji@placement.demo', password: 'Member@2026' };

/**
 * A member adds a passkey on the change-password page, names and renames it, signs out and signs
 * in with the passkey alone, on the sign-in page in Hindi; then sees when it was last used and
 * removes it. Chromium's virtual authenticator (DevTools protocol, `WebAuthn` domain) stands in
 * for the phone's screen lock: it holds resident keys and verifies the person. By keyboard, at
 * 360 px, with axe on each screen.
 */
test('a member adds a passkey, signs out and signs in with the passkey alone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInQuickly(page, 'member', ACCOUNT, `${APP}/member/change-password`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // Named by keyboard; Enter makes the passkey (the virtual authenticator answers at once).
  const name = section.getByRole('textbox', { name: /^Name of the new passkey/ });
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Work laptop');
  await page.keyboard.press('Enter');
  const status = section.getByRole('status');
  await expect(status).toHaveText(/The passkey 'Work laptop' has been added/);
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Not used to sign in yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page, 'passkeys section with one passkey at 360 px');

  await tabTo(page, section.getByRole('button', { name: "Rename the passkey 'Work laptop'" }));
  await page.keyboard.press('Enter');
  const newName = section.getByRole('textbox', { name: "New name for the passkey 'Work laptop'" });
  await expect(newName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Office PC');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText("The passkey has been renamed to 'Office PC'.");
  await expect(list.getByRole('listitem')).toContainText('Office PC');

  // Signed out, on the sign-in page in Hindi. The e-mail field's autofill offers the passkey
  // (conditional mediation); the virtual authenticator takes the offer as a person picking it
  // from the suggestions would, and the passkey alone signs in.
  await page.goto(`${APP}/logout`);
  await page.evaluate(() => window.localStorage.setItem('pp.language', 'hi'));
  await page.goto(LOGIN_PATH.member);
  await expect(page).toHaveURL(HOME_URL.member);

  // Again, with the button. The autofill's challenge is held back this time, so that the offer
  // waits (as it does for a person who does not pick it) and the button's sign-in is the one.
  await page.goto(`${APP}/logout`);
  const optionsPath = '**/placementapi/v1/auth/passkeys/authenticate/options';
  let heldBack = false;
  await page.route(optionsPath, async (route) => {
    if (heldBack) return route.continue();
    heldBack = true;
  });
  await page.goto(LOGIN_PATH.member);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('textbox', { name: new RegExp(`^${hindi('auth', 'Email')}`) })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  const passkeyButton = page.getByRole('button', { name: hindi('auth', 'Sign in with a passkey') });
  await expect(passkeyButton).toBeVisible();
  await expect.poll(() => heldBack).toBe(true);
  await expectAccessible(page, 'member sign-in in Hindi with the passkey button at 360 px');
  await tabTo(page, passkeyButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(HOME_URL.member);
  await page.unroute(optionsPath);

  // The passkey tells when it was last used; removing it is confirmed and said.
  await page.goto(`${APP}/member/change-password`);
  const hindiSection = page.getByRole('region', { name: hindi('auth', 'Passkeys') });
  const item = hindiSection.getByRole('listitem');
  await expect(item).toContainText('Office PC');
  await expect(item).not.toContainText(hindi('auth', 'Not used to sign in yet'));
  await tabTo(page, item.getByRole('button', { name: /Office PC/ }).last());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: hindi('auth', 'Remove') }));
  await page.keyboard.press('Enter');
  await expect(hindiSection.getByText(hindi('auth', 'You have no passkeys yet.'))).toBeVisible();
  await expect(hindiSection.getByRole('status')).toContainText('Office PC');
  await expectAccessible(page, 'passkeys section in Hindi after removing at 360 px');
});
