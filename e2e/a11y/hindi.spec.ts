import { expect, test } from '@playwright/test';
import { unmarkedEnglish } from '../fixtures/hindi.ts';
import { readInHindi, walkRoutes } from '../fixtures/routes.ts';
import { settle } from '../fixtures/states.ts';

/**
 * English inside Hindi, on every page (WCAG 3.1.2): each role walks every page of the client's
 * route table open to it (fixtures/routes.ts), in Hindi, and the journey fails on visible English
 * text whose nearest `lang` is Hindi: a screen reader would read it with a Hindi voice. What
 * stays in English is marked `lang="en"` (apps/web/src/components/english.tsx).
 *
 * Nothing is let be unmarked today. A text that must stay unmarked goes in ALLOWED with its
 * reason (a brand read the same in either voice, say).
 */
const ALLOWED: { text: RegExp; reason: string }[] = [];

for (const who of ['public', 'member', 'student', 'corporate', 'admin'] as const) {
  test(`in Hindi, every ${who} page of the route table marks its English as English`, async ({ page }) => {
    test.setTimeout(300_000);
    await readInHindi(page);
    const failures: string[] = [];
    const notReached = await walkRoutes(page, who, async (address) => {
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // The first page of a visit is drawn in English until the Hindi catalogue has arrived.
      await expect.poll(() => unmarkedEnglish(page.locator('header'))).toEqual([]);
      for (const text of await unmarkedEnglish(page.locator('body')))
        if (!ALLOWED.some((a) => a.text.test(text))) failures.push(`${address}: "${text}"`);
    });
    expect(failures, 'English read with a Hindi voice').toEqual([]);
    expect(notReached, 'pages with a parameter that no walked page links to').toEqual([]);
  });
}
