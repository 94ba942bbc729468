import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import { APP, choose, chooseMany, expectNotice, field, richText } from './helpers.ts';

/** HTML a careless or hostile paste might carry: a script, an event handler, a javascript: link. */
const PAYLOAD =
  '<p>Pasted <img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
  '<a href="javascript:window.__pwned = 3">bad link</a> text</p>';

/**
 * After the link box: the caret to the end of the line. The editor gets its selection (the linked
 * word) back a moment after the box closes and takes the focus; an End pressed before then was
 * undone and the next Enter replaced the word. End is pressed until the selection stays collapsed.
 */
async function caretToLineEnd(page: Page, editor: Locator, linkBox: Locator) {
  await expect(linkBox).toBeHidden();
  await editor.focus();
  await expect(editor).toBeFocused();
  await expect(async () => {
    await page.keyboard.press('End');
    const collapsed = await page.evaluate(
      () =>
        new Promise<boolean>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => done(window.getSelection()?.isCollapsed ?? false)),
          ),
        ),
    );
    expect(collapsed).toBe(true);
  }).toPass({ timeout: 10_000 });
}

test('a job description written with bold and a bullet list shows as HTML; pasted scripts are gone', async ({
  page,
}) => {
  // A long journey: at two workers on a busy machine it came close to the default minute.
  test.setTimeout(120_000);
  const title = `Rich Text E2E ${Date.now()}`;
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/job/add`);
  await chooseMany(page, page, 'Qualification', ['Associate Company Secretary (ACS)']);
  await field(page, 'Title').fill(title);
  await chooseMany(page, page, 'Role', ['Company Secretary']);
  await chooseMany(page, page, 'Skill', ['Corporate Governance']);
  await field(page, 'Minimum experience (years)').fill('1');
  await field(page, 'Maximum experience (years)').fill('3');
  await choose(page, page, 'State/UT', 'Maharashtra');
  await chooseMany(page, page, 'City', ['Mumbai']);
  await choose(page, page, 'Job type', 'Full Time');
  await field(page, 'Minimum annual CTC').fill('700000');
  await field(page, 'Maximum annual CTC').fill('900000');

  // Bold from the toolbar, then a bullet list; the counter counts the text, not the markup.
  const editor = richText(page, 'Job description');
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Key duties');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Board meetings');
  await page.keyboard.press('Enter');
  await page.keyboard.type('ROC filings');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A link from the toolbar's link box (Ctrl+K): a bare domain becomes https://; javascript: is refused.
  await page.keyboard.type('Apply on our site or here');
  for (let i = 0; i < 'here'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+k');
  const linkBox = page.getByRole('textbox', { name: 'Link address (https://, http:// or mailto:)' });
  await linkBox.fill('javascript:alert(1)');
  await linkBox.press('Enter');
  await expect(editor.locator('a')).toHaveCount(0);
  await caretToLineEnd(page, editor, linkBox);
  for (let i = 0; i < ' or here'.length; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'site'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await linkBox.fill('example.com/careers');
  await linkBox.press('Enter');
  await expect(editor.locator('a')).toHaveText('site');
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.com/careers');
  await caretToLineEnd(page, editor, linkBox);
  await page.keyboard.press('Enter');
  await expect(editor.locator('strong')).toHaveText('Key duties');
  await expect(editor.locator('li')).toHaveText(['Board meetings', 'ROC filings']);
  await expect(page.getByText('60 / 1000 characters')).toBeVisible();

  // Paste hostile HTML into the editor, as a browser would from the clipboard.
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'PLAIN TEXT ONLY');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PAYLOAD);
  // The HTML flavour was pasted (not the plain text), without the image, script or javascript: link.
  await expect(editor).toContainText('Pasted bad link text');
  await expect(editor).not.toContainText('PLAIN TEXT ONLY');
  await expect(editor.locator('img, script')).toHaveCount(0);
  await expect(editor.locator('a')).toHaveText(['site']);
  await page.screenshot({ path: '../.tmp/rich-text-editor.png', fullPage: false });

  await page.getByLabel(/I confirm that these details are correct/).check();
  await page.getByRole('button', { name: 'Post job' }).click();
  await expectNotice(page, MSG.jobPosted);
  await expect(page).toHaveURL(/\/corporate\/job\/detail-/);

  // The detail page renders the stored HTML: bold and list items, no script, handler or bad link.
  const description = page.getByRole('region', { name: 'Job description' });
  await expect(description.locator('strong')).toHaveText('Key duties');
  await expect(description.locator('ul > li')).toHaveText(['Board meetings', 'ROC filings']);
  await expect(description).toContainText('bad link');
  const link = description.getByRole('link', { name: 'site' });
  await expect(link).toHaveAttribute('href', 'https://example.com/careers');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(description.locator('script, img, [onerror]')).toHaveCount(0);
  const html = await description.innerHTML();
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.screenshot({ path: '../.tmp/rich-text-detail.png', fullPage: false });
});
