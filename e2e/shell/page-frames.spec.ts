import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeFindings } from '../fixtures/axe.ts';
import { DEMO } from '../fixtures/demo.ts';
import { APP, horizontalOverflow, signInAt } from './helpers.ts';

/**
 * Page frames (docs/architecture.md "Page frames"): a busy page's header and heading arrive as
 * HTML, before any script, so a phone shows them at once. Read here with the portal's scripts held
 * back (what a phone shows before they have arrived), then against the page React draws over it.
 */
interface Framed {
  path: string;
  title: string;
  description: string;
  hindi: string;
}
const MEMBER_FRAMED: Framed[] = [
  {
    path: '/member/job/search',
    title: 'Search Job(s) in India',
    description: 'Find corporate jobs in India by location, experience, salary, role and skill.',
    hindi: 'भारत में नौकरियाँ खोजें',
  },
  {
    path: '/member/dashboard',
    title: 'Recent Job(s)',
    description: 'The latest corporate jobs in India for company secretaries.',
    hindi: 'हाल की नौकरियाँ',
  },
];
const STUDENT_FRAMED: Framed[] = [
  {
    path: '/student/dashboard',
    title: 'Recent Training(s)',
    description: 'Trainings open for applications. Filter by place, industry, duration and company type.',
    hindi: 'हाल के प्रशिक्षण',
  },
  {
    path: '/student/training/search',
    title: 'Search Training(s)',
    description: 'Find trainings by State/UT, city, industry, duration and company type.',
    hindi: 'प्रशिक्षण खोजें',
  },
  {
    path: '/student/job/search',
    title: 'Search Job(s)',
    description: 'Find jobs open to students by location, experience, salary, role and skill.',
    hindi: 'नौकरियाँ खोजें',
  },
];
// Lighthouse's phone: the frame's heading must be drawn where, and as large as, the page's.
const PHONE = { width: 412, height: 823 };
type Account = { email: string; password: string };

async function frameContext(browser: Browser, signedIn: BrowserContext, language?: 'hi') {
  const context = await browser.newContext({ storageState: await signedIn.storageState(), viewport: PHONE });
  await context.route('**/PlacementApp/assets/**/*.js', (route) => route.abort());
  if (language) {
    const url = new URL(signedIn.pages()[0]!.url());
    await context.addCookies([{ name: 'pp_lang', value: language, url: url.origin }]);
  }
  return context;
}

async function headingBoxes(page: Page) {
  const title = page.locator('main h1');
  const description = page.locator('main h1 + p');
  await expect(title).toBeVisible();
  await expect(description).toBeVisible();
  return { title: await title.boundingBox(), description: await description.boundingBox() };
}

async function framesMatchPages(page: Page, browser: Browser, account: Account, framed: Framed[]) {
  await page.setViewportSize(PHONE);
  await signInAt(page, framed[0]!.path, account);
  const me = (await (await page.request.get('/placementapi/v1/auth/me')).json()) as {
    result: { name: string };
  };
  const userName = me.result.name;
  expect(userName.length).toBeGreaterThan(0);

  const frames = await frameContext(browser, page.context());
  const hindiFrames = await frameContext(browser, page.context(), 'hi');
  try {
    for (const screen of framed) {
      // Before any script: the header, the navigation's place, the heading and the sentence under it.
      const frame = await frames.newPage();
      await frame.goto(`${APP}${screen.path}`);
      await expect(frame.locator('[data-page-frame]')).toHaveCount(1);
      await expect(frame.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(frame.getByRole('main').getByText(screen.description)).toBeVisible();
      // The header is drawn but inert: its menus work only once the scripts have drawn it again.
      const header = frame.locator('header[inert]');
      await expect(header).toHaveCount(1);
      await expect(header.getByText('Placement Portal')).toBeVisible();
      await expect(header.locator(`a[href="${APP}/logout"]`)).toBeVisible();
      // Nothing of the user: the same frame goes to every user of the kind.
      expect(await frame.content()).not.toContain(userName);
      expect(await axeFindings(frame)).toEqual([]);
      const framed = await headingBoxes(frame);
      await frame.setViewportSize({ width: 360, height: 740 });
      expect(await horizontalOverflow(frame)).toBeLessThanOrEqual(0);

      // The page itself says the same, in the same place and size (the frame's heading is the
      // largest paint; a larger one later would be a second, later one).
      await page.goto(`${APP}${screen.path}`);
      await expect(page.locator('[data-page-frame]')).toHaveCount(0);
      await expect(page.locator('header[inert]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main').getByText(screen.description)).toBeVisible();
      const drawn = await headingBoxes(page);
      expect(drawn.title).toEqual(framed.title);
      expect(drawn.description).toEqual(framed.description);
      await frame.close();

      // In Hindi when the reader chose it.
      const hindi = await hindiFrames.newPage();
      await hindi.goto(`${APP}${screen.path}`);
      await expect(hindi.getByRole('heading', { level: 1, name: screen.hindi })).toBeVisible();
      await expect(hindi.locator('html')).toHaveAttribute('lang', 'hi');
      await hindi.close();
    }
  } finally {
    await frames.close();
    await hindiFrames.close();
  }

  // Without a session there is no frame: the page asks for a sign-in instead.
  const visitor = await browser.newContext();
  await visitor.route('**/PlacementApp/assets/**/*.js', (route) => route.abort());
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${APP}${framed[0]!.path}`);
  await expect(anonymous.locator('#root')).toBeEmpty();
  await visitor.close();
}

test('a member’s busy pages arrive as HTML with their heading, then the page draws the same heading over it', async ({
  page,
  browser,
}) => {
  await framesMatchPages(page, browser, DEMO.member, MEMBER_FRAMED);
});

test('a student’s busy pages arrive as HTML with their heading, then the page draws the same heading over it', async ({
  page,
  browser,
}) => {
  await framesMatchPages(page, browser, DEMO.student, STUDENT_FRAMED);
});

test('a menu of the header asked for while the frame is shown opens once the page is drawn', async ({
  page,
}) => {
  // Desktop width: the navigation's menus are in the header. Clicked at once after the page
  // opens, the frame's inert header takes no click; the page's own header then opens the menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, STUDENT_FRAMED[0]!.path, DEMO.student);
  // The scripts arrive late, as on a slow phone: the frame stays a while.
  await page.route('**/PlacementApp/assets/**/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto(`${APP}${STUDENT_FRAMED[0]!.path}`);
  await expect(page.locator('[data-page-frame]')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: /navigation/ })
    .getByRole('button', { name: 'Profile' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'My data', exact: true })).toBeVisible();
});
