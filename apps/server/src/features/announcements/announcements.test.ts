import {
  type AnnouncementInput,
  deleteAnnouncement,
  getAnnouncement,
  INVALID_LINK,
  listAnnouncements,
  saveAnnouncement,
} from '@pp/contract/announcements';
import type { Role } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { appForTests, call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

let t: TestApp;
let admin: { id: number; token: string };
appForTests(async () => {
  t = await createTestApp();
  const signed = await signedInUser(t, 'admin');
  admin = { id: signed.user.id, token: signed.token };
  return t;
});

function draft(overrides: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    title: 'Campus placement drive 2026',
    body: '<p>Registration is <strong>open</strong> till <em>30 June</em>.</p>',
    link: 'https://www.example.test/drive',
    ...overrides,
  };
}

async function create(overrides: Partial<AnnouncementInput> = {}) {
  const res = await call(t.app, saveAnnouncement, { body: draft(overrides) }, { token: admin.token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!.code;
}

async function fetchOne(code: string) {
  const res = await call(t.app, getAnnouncement, { params: { code } });
  expect(res.status).toBe(200);
  return res.body.result!;
}

async function auditActions(code: string) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, admin.id), like(auditLog.action, 'announcement.%')));
  return rows.filter((r) => (r.detail as { code?: string }).code === code).map((r) => r.action);
}

describe('announcements: admin create, update, delete', () => {
  it('creates an announcement when no code is given and shows it publicly', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await call(t.app, saveAnnouncement, { body: draft() }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.error.Message).toBe('');
    expect(res.body.result!.Message).toBe(OUR_MSG.announcementSaved);
    const code = res.body.result!.code;
    expect(code).toMatch(/^[A-Za-z0-9]{16}$/);

    const item = await fetchOne(code);
    expect(item).toEqual({
      code,
      title: 'Campus placement drive 2026',
      body: '<p>Registration is <strong>open</strong> till <em>30 June</em>.</p>',
      link: 'https://www.example.test/drive',
      publishedOn: expect.any(Number),
    });
    expect(item.publishedOn).toBeGreaterThanOrEqual(before - 1);
    expect(item.publishedOn).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect(await auditActions(code)).toEqual(['announcement.create']);
  });

  it('creates when the code is an empty string, and the link is optional', async () => {
    const res = await call(
      t.app,
      saveAnnouncement,
      { body: { code: '', title: 'No link', body: '<p>Plain</p>' } },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await fetchOne(res.body.result!.code)).link).toBe('');
  });

  it('updates the announcement named by the code, keeping its code and publication time', async () => {
    const code = await create();
    const original = await fetchOne(code);
    t.advance(5000);
    const res = await call(
      t.app,
      saveAnnouncement,
      { body: { code, title: 'Drive postponed', body: '<p>New date: <u>15 July</u></p>', link: '' } },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ code, Message: OUR_MSG.announcementSaved });
    expect(await fetchOne(code)).toEqual({
      code,
      title: 'Drive postponed',
      body: '<p>New date: <u>15 July</u></p>',
      link: '',
      publishedOn: original.publishedOn,
    });
    expect(await auditActions(code)).toEqual(['announcement.create', 'announcement.update']);
  });

  it('answers 404 when updating an unknown code, and creates nothing', async () => {
    const before = (await call(t.app, listAnnouncements, { query: { limit: 1 } })).body.result!.total;
    const res = await call(
      t.app,
      saveAnnouncement,
      { body: draft({ code: 'NoSuchCode123456' }) },
      { token: admin.token },
    );
    expectRefused(res, 404, OUR_MSG.notFound);
    expect((await call(t.app, listAnnouncements, { query: { limit: 1 } })).body.result!.total).toBe(before);
  });

  it('deletes an announcement; it is then gone, and a second delete is 404', async () => {
    const code = await create();
    const res = await call(t.app, deleteAnnouncement, { params: { code } }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { Message: OUR_MSG.announcementDeleted }, error: { Message: '' } });

    const gone = await call(t.app, getAnnouncement, { params: { code } });
    expectRefused(gone, 404, OUR_MSG.notFound);

    const again = await call(t.app, deleteAnnouncement, { params: { code } }, { token: admin.token });
    expectRefused(again, 404, OUR_MSG.notFound);
    expect(await auditActions(code)).toEqual(['announcement.create', 'announcement.delete']);
  });

  it('answers 404 for an unknown code on delete and read, 400 for a malformed one', async () => {
    const del = await call(
      t.app,
      deleteAnnouncement,
      { params: { code: 'UnknownCode00001' } },
      { token: admin.token },
    );
    expect(del.status).toBe(404);
    expect((await call(t.app, getAnnouncement, { params: { code: 'UnknownCode00001' } })).status).toBe(404);
    const bad = await call(t.app, getAnnouncement, { params: { code: 'bad code!' } });
    expect(bad.status).toBe(400);
  });
});

describe('announcements: who may write', () => {
  const roles: Role[] = ['corporate', 'member', 'student'];
  let code: string;
  beforeAll(async () => {
    code = await create({ title: 'Guarded' });
  });

  for (const role of roles) {
    it(`refuses ${role} users with 403 on create, update and delete`, async () => {
      const { token } = await signedInUser(t, role);
      const created = await call(t.app, saveAnnouncement, { body: draft() }, { token });
      expectRefused(created, 403, OUR_MSG.forbidden);
      const updated = await call(
        t.app,
        saveAnnouncement,
        { body: draft({ code, title: 'Hacked' }) },
        { token },
      );
      expect(updated.status).toBe(403);
      const deleted = await call(t.app, deleteAnnouncement, { params: { code } }, { token });
      expect(deleted.status).toBe(403);
      expect((await fetchOne(code)).title).toBe('Guarded');
    });
  }

  it('refuses anonymous callers with 401, before looking at the input', async () => {
    const created = await call(t.app, saveAnnouncement, { body: {} as AnnouncementInput });
    expectRefused(created, 401, MSG.sessionNotFound);
    expect(created.body.error.fields).toBeUndefined();
    const deleted = await call(t.app, deleteAnnouncement, { params: { code } });
    expect(deleted.status).toBe(401);
    expect((await fetchOne(code)).title).toBe('Guarded');
  });

  it('lets anyone read the list and one announcement', async () => {
    expect((await call(t.app, listAnnouncements, { query: {} })).status).toBe(200);
    expect((await call(t.app, getAnnouncement, { params: { code } })).status).toBe(200);
  });
});

describe('announcements: validation', () => {
  async function refused(body: Record<string, unknown>) {
    const res = await call(
      t.app,
      saveAnnouncement,
      { body: body as AnnouncementInput },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.result).toBeNull();
    return res.body.error;
  }

  it('requires title and body', async () => {
    expect((await refused({})).fields).toMatchObject({ title: MSG.required, body: MSG.required });
    expect((await refused({ ...draft(), title: '  ' })).fields?.title).toBe(MSG.required);
    expect((await refused({ ...draft(), body: '' })).fields?.body).toBe(MSG.required);
  });

  it('counts a body with no visible text (only markup or only scripts) as empty', async () => {
    for (const body of [
      '<p></p>',
      '<p>&nbsp; </p><br>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      const error = await refused({ ...draft(), body });
      expect(error.Message, body).toBe(MSG.required);
      expect(error.fields?.body).toBe(MSG.required);
    }
  });

  it('limits the title to 200 characters', async () => {
    expect((await refused({ ...draft(), title: 't'.repeat(201) })).fields?.title).toBe(
      'Maximum 200 characters allowed',
    );
    await create({ title: 't'.repeat(200) });
  });

  it('limits the body to 5000 characters of text, markup not counted', async () => {
    const error = await refused({ ...draft(), body: `<p>${'b'.repeat(5001)}</p>` });
    expect(error.fields?.body).toBe('Maximum 5000 characters allowed');
    // 5000 visible characters wrapped in plenty of markup is fine.
    const words = Array.from({ length: 500 }, () => '<strong>abcdefghi</strong>').join(' ');
    const code = await create({ body: `<p>${words}</p>` });
    expect((await fetchOne(code)).body.length).toBeGreaterThan(5000);
    // Entities count as the one character they show.
    await create({ body: `<p>${'&amp;'.repeat(5000)}</p>` });
    // A body can not smuggle megabytes of markup.
    expect(
      (await refused({ ...draft(), body: `<p>x</p>${'<b></b>'.repeat(8000)}` })).fields?.body,
    ).toBeTruthy();
  });

  it('accepts only http and https links of at most 500 characters', async () => {
    for (const link of [
      'javascript:alert(1)',
      'ftp://files.example.test/a',
      'www.example.test',
      'data:text/html,x',
    ]) {
      expect((await refused({ ...draft(), link })).fields?.link, link).toBe(INVALID_LINK);
    }
    const long = `https://example.test/${'a'.repeat(480)}`;
    expect((await refused({ ...draft(), link: long })).fields?.link).toBe('Maximum 500 characters allowed');
    const code = await create({ link: '  http://example.test/x  ' });
    expect((await fetchOne(code)).link).toBe('http://example.test/x');
  });
});

describe('announcements: the body is sanitized', () => {
  async function stored(body: string) {
    return (await fetchOne(await create({ body: `<p>visible</p>${body}` }))).body;
  }

  it('drops script tags and their content', async () => {
    const body = await stored(
      '<script>alert(document.cookie)</script><SCRIPT src="https://evil.test/x.js"></SCRIPT>',
    );
    expect(body).toBe('<p>visible</p>');
  });

  it('drops event handler attributes and disallowed tags such as img and svg', async () => {
    const body = await stored(
      '<img src=x onerror="alert(1)"><p onclick="alert(2)" onmouseover=alert(3)>text</p><svg onload=alert(4)></svg>',
    );
    expect(body).toBe('<p>visible</p><p>text</p>');
    expect(body).not.toMatch(/onerror|onclick|onmouseover|onload|<img|<svg/i);
  });

  it('removes javascript: and other unsafe link targets, and makes safe links open safely', async () => {
    const body = await stored(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="JaVaScRiPt&colon;alert(1)">b</a>',
        '<a href="&#106;avascript:alert(1)">c</a>',
        '<a href=" javascript:alert(1)">d</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">e</a>',
        '<a href="vbscript:msgbox(1)">f</a>',
        '<a href="https://ok.example.test/?a=1&b=2" target="_self" rel="opener">g</a>',
        '<a href="mailto:help@example.test">h</a>',
      ].join(''),
    );
    expect(body).not.toMatch(/javascript|vbscript|data:|_self|opener"/i);
    const links = body.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(8);
    for (const link of links) {
      expect(link).toContain('rel="noopener noreferrer nofollow"');
      expect(link).toContain('target="_blank"');
    }
    expect(body).toContain('href="https://ok.example.test/?a=1&amp;b=2"');
    expect(body).toContain('href="mailto:help@example.test"');
  });

  it('drops style elements and style, class and id attributes', async () => {
    const body = await stored(
      '<style>body{display:none}</style><p style="position:fixed;top:0" class="x" id="y">styled</p>',
    );
    expect(body).toBe('<p>visible</p><p>styled</p>');
  });

  it('drops iframes, objects and embeds with their content', async () => {
    const body = await stored(
      '<iframe src="https://evil.test"></iframe><iframe srcdoc="<script>alert(1)</script>">inner</iframe><object data="x.swf">fallback</object><embed src="x.swf">',
    );
    expect(body).toBe('<p>visible</p>');
  });

  it('keeps basic formatting, headings, lists and quotes', async () => {
    const html =
      '<h2>Heading</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />next</p><ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>q</blockquote>';
    expect(await stored(html)).toBe(`<p>visible</p>${html}`);
  });

  it('escapes text that looks like markup after entity decoding', async () => {
    const body = await stored('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(body).toBe('<p>visible</p><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('announcements: paging', () => {
  it('pages newest first with result.list and result.total', async () => {
    const start = (await call(t.app, listAnnouncements, { query: { limit: 1 } })).body.result!.total;
    const codes: string[] = [];
    for (let i = 1; i <= 5; i++) {
      t.advance(60_000);
      codes.push(await create({ title: `Paged ${i}` }));
    }
    const newestFirst = [...codes].reverse();

    const first = await call(t.app, listAnnouncements, { query: { page: 1, limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.result!.total).toBe(start + 5);
    expect(first.body.result!.list.map((a) => a.code)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.result!.list[0]).toMatchObject({
      title: 'Paged 5',
      link: 'https://www.example.test/drive',
    });

    const second = await call(t.app, listAnnouncements, { query: { page: 2, limit: 2 } });
    expect(second.body.result!.list.map((a) => a.code)).toEqual(newestFirst.slice(2, 4));
    const third = await call(t.app, listAnnouncements, { query: { page: 3, limit: 2 } });
    expect(third.body.result!.list[0]!.code).toBe(newestFirst[4]);

    const publishedOn = first.body.result!.list.map((a) => a.publishedOn);
    // The test clock is real time moved on by advance(): creating one announcement on a loaded
    // machine can cross a second boundary, so 60 s apart means 60 or 61 whole seconds.
    expect(publishedOn[0]! - publishedOn[1]!).toBeGreaterThanOrEqual(60);
    expect(publishedOn[0]! - publishedOn[1]!).toBeLessThanOrEqual(61);

    const beyond = await call(t.app, listAnnouncements, { query: { page: 1000, limit: 10 } });
    expect(beyond.body.result).toEqual({ list: [], total: start + 5 });
  });

  it('uses a page size of 10 by default and refuses page sizes over 100', async () => {
    const all = await call(t.app, listAnnouncements, { query: {} });
    expect(all.body.result!.list).toHaveLength(Math.min(10, all.body.result!.total));
    expect((await call(t.app, listAnnouncements, { query: { limit: 101 } })).status).toBe(400);
    expect((await call(t.app, listAnnouncements, { query: { page: 0 } })).status).toBe(400);
  });
});
