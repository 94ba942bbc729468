import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@pp/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertMemberProfile, insertStudentProfile, JPEG, PNG, pdf, raw } from '../fixtures/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { signedInUser } from '../sign-in.ts';
import { uploadFile } from '../upload.ts';
import { changedTables, checksummer } from './db-checksum.ts';

/**
 * Hostile uploads and file names. The content checks themselves have unit tests in
 * features/profiles/profiles-files.test.ts ('PDF and image checks by content'); here every upload
 * endpoint gets the same hostile files through HTTP, and the download routes hostile names.
 */

let t: TestApp;
let dataDir: string;
let checksum: () => Promise<string>;
const tokens: Record<string, string> = {};
let memberCode = '';
let resumeName = '';

const UPLOADS = [
  { path: 'member/profile/resume', role: 'member', field: 'resume', kind: 'pdf', max: 2 * 1024 * 1024 },
  { path: 'student/profile/resume', role: 'student', field: 'resume', kind: 'pdf', max: 5 * 1024 * 1024 },
  {
    path: 'corporate/profile/balance-sheet',
    role: 'corporate',
    field: 'resume',
    kind: 'pdf',
    max: 5 * 1024 * 1024,
  },
  { path: 'member/profile/picture', role: 'member', field: 'picture', kind: 'image', max: 5 * 1024 * 1024 },
  { path: 'student/profile/picture', role: 'student', field: 'picture', kind: 'image', max: 5 * 1024 * 1024 },
] as const;

const bigJpeg = (extra: Buffer) =>
  Buffer.concat([
    JPEG.subarray(0, JPEG.length - 2),
    Buffer.alloc(4096, 1),
    Buffer.from('ffd9', 'hex'),
    extra,
  ]);

/** Files that must never be stored, each with the name it is sent under. */
function hostileFiles(kind: 'pdf' | 'image'): { what: string; name: string; bytes: Buffer }[] {
  const ext = kind === 'pdf' ? 'pdf' : 'jpg';
  return [
    { what: 'zero bytes', name: `empty.${ext}`, bytes: Buffer.alloc(0) },
    {
      what: 'HTML renamed',
      name: `page.${ext}`,
      bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
    },
    {
      what: 'SVG renamed',
      name: `pic.${ext}`,
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    },
    { what: 'JavaScript renamed', name: `app.${ext}`, bytes: Buffer.from('alert(document.cookie)') },
    {
      what: 'PDF header over HTML (polyglot)',
      name: `poly.${ext}`,
      bytes: pdf({ head: '<html><body><script>alert(1)</script></body></html>\n' }),
    },
    {
      what: 'PDF with HTML after %%EOF',
      name: `tail.${ext}`,
      bytes: pdf({ tail: Buffer.from('<script>alert(1)</script>') }),
    },
    {
      what: 'PDF with a ZIP directory (polyglot)',
      name: `zip.${ext}`,
      bytes: pdf({ tail: Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]) }),
    },
    {
      what: 'JPEG with a script appended',
      name: `photo.${ext}`,
      bytes: bigJpeg(Buffer.from('<script>alert(1)</script>')),
    },
    {
      what: 'PNG with HTML inside',
      name: `photo.${ext}`,
      bytes: Buffer.concat([PNG, Buffer.alloc(2048), Buffer.from('<html>')]),
    },
    {
      what: 'the other kind renamed',
      name: `swap.${ext}`,
      bytes: kind === 'pdf' ? PNG : pdf(),
    },
    {
      what: 'executable renamed',
      name: `setup.${ext}`,
      bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]),
    },
  ];
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pp-hostile-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedReferenceData(t.database.db);
  for (const role of ['member', 'student', 'corporate'] as const) {
    const { user, token } = await signedInUser(t, role);
    if (role === 'member') {
      await insertMemberProfile(t.database.db, user.id);
      memberCode = user.code;
    }
    if (role === 'student') await insertStudentProfile(t.database.db, user.id);
    tokens[role] = token;
  }
  const resume = await uploadFile(t.app, 'member/profile/resume', tokens.member!, {
    field: 'resume',
    name: 'cv.pdf',
    bytes: pdf(),
  });
  expect(resume.status).toBe(200);
  resumeName = resume.body.result!.fileName;
  checksum = await checksummer(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('hostile uploads', () => {
  it('refuses polyglots, renamed, empty and executable files on every upload endpoint', async () => {
    const wrong: string[] = [];
    for (const u of UPLOADS) {
      for (const f of hostileFiles(u.kind)) {
        const before = await checksum();
        const res = await uploadFile(t.app, u.path, tokens[u.role]!, {
          field: u.field,
          name: f.name,
          bytes: f.bytes,
        });
        const after = await checksum();
        if (res.status !== 400 || !res.body.error.Message)
          wrong.push(`${u.path} ${f.what}: ${res.status} ${res.body.error.Message}`);
        if (after !== before)
          wrong.push(`${u.path} ${f.what}: changed ${changedTables(before, after).join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a good file under the wrong name, and files one byte over the limit', async () => {
    const wrong: string[] = [];
    for (const u of UPLOADS) {
      const good = u.kind === 'pdf' ? pdf() : JPEG;
      const badName = u.kind === 'pdf' ? 'cv.pdf.html' : 'me.jpg.html';
      const misnamed = await uploadFile(t.app, u.path, tokens[u.role]!, {
        field: u.field,
        name: badName,
        bytes: good,
      });
      if (u.kind === 'pdf' && misnamed.status !== 400) wrong.push(`${u.path} ${badName}: ${misnamed.status}`);
      const big =
        u.kind === 'pdf'
          ? pdf({ size: u.max + 1 })
          : Buffer.concat([
              JPEG.subarray(0, JPEG.length - 2),
              Buffer.alloc(u.max),
              Buffer.from('ffd9', 'hex'),
            ]);
      const res = await uploadFile(t.app, u.path, tokens[u.role]!, {
        field: u.field,
        name: `big.${u.kind === 'pdf' ? 'pdf' : 'jpg'}`,
        bytes: big,
      });
      if (res.status !== 400 || !/MB|large|size/i.test(res.body.error.Message))
        wrong.push(`${u.path} oversized: ${res.status} ${res.body.error.Message}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says no file was selected for a zero-byte file', async () => {
    const res = await uploadFile(t.app, 'member/profile/resume', tokens.member!, {
      field: 'resume',
      name: 'cv.pdf',
      bytes: Buffer.alloc(0),
    });
    expect(res.body.error.Message).toBe(MSG.noFileSelected);
  });
});

describe('hostile file names in resume/{userCode}/{fileName} and picture/...', () => {
  const NAMES = [
    '../../../../etc/passwd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    '..%5C..%5Cwindows%5Cwin.ini',
    '%2Fetc%2Fpasswd',
    '%2F%2Fetc%2Fpasswd',
    'C%3A%5Cwindows%5Cwin.ini',
    `${'x'.repeat(10)}.pdf%00.html`,
    'cv.pdf%00',
    '%00',
    '.',
    '..',
    '...pdf',
    '.%2E',
    'files%2F..%2F..%2Fdata.db',
    'cv.PDF',
    `${'a'.repeat(300)}.pdf`,
  ];

  it('never serves anything but the stored file, for the owner too', async () => {
    const wrong: string[] = [];
    for (const kind of ['resume', 'picture']) {
      for (const name of NAMES) {
        for (const userPart of [memberCode, '..', '%2E%2E', '%2Fetc']) {
          const res = await raw(t.app, 'GET', `/placementapi/v1/${kind}/${userPart}/${name}`, {
            token: tokens.member!,
          });
          if (![400, 404, 414].includes(res.status))
            wrong.push(`${kind}/${userPart}/${name}: ${res.status} ${res.body.slice(0, 80)}`);
          else if (!res.json?.error?.Message) wrong.push(`${kind}/${userPart}/${name}: no message`);
          if (/root:|\[fonts\]/.test(res.body))
            wrong.push(`${kind}/${userPart}/${name}: leaked a system file`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The real file is still served to its owner, as an attachment that is never sniffed.
    const own = await raw(t.app, 'GET', `resume/${memberCode}/${resumeName}`, { token: tokens.member! });
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-type']).toBe('application/pdf');
  });
});
