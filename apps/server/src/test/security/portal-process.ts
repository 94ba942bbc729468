import { API_BASE } from '@pp/contract/endpoint';
import { toEpochSeconds } from '@pp/contract/format';
import { istStartOfDay } from '@pp/contract/india-time';
import { encodePassword } from '@pp/contract/validators';
import { freePort, type ServerProcess, startServerProcess } from '../../ops/server-process.ts';
import { DEMO_SIGN_INS } from '../../seed/demo.ts';

/** A real server process for the crash and fault tests, and plain HTTP calls to it. */

export async function startPortal(
  db: { dataDir?: string; databaseUrl?: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  // A free port may be taken again before the server listens on it (another test's process, or
  // the source port of a connection): a start refused with EADDRINUSE tries another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(db, env, await freePort());
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

function startOnce(
  db: { dataDir?: string; databaseUrl?: string },
  env: Record<string, string>,
  port: number,
) {
  return startServerProcess({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    PLACEMENT_TEST_MODE: '1',
    RATE_LIMIT_SCALE: '1000',
    WEB_DIST: '/nonexistent',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...(db.dataDir ? { DATA_DIR: db.dataDir } : {}),
    ...env,
  });
}

export interface Answer {
  status: number;
  /** Set when no HTTP answer came (connection refused or reset, timeout). */
  failure?: string;
  json?: { result: unknown; error: { Message: string } };
  ms: number;
}

export async function api(
  server: { url: string },
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(`${server.url}${API_BASE}/${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let json: Answer['json'];
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, ms: Date.now() - started };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return { status: 0, failure: cause?.code ?? (err as Error).name, ms: Date.now() - started };
  }
}

/** A solved proof of work for `form` (the documented test mode hands it out). */
export async function proof(server: { url: string }, form = 'login') {
  const res = await api(server, 'GET', `auth/challenge?form=${form}`);
  const r = res.json?.result as { testProof: string };
  return { proof: r.testProof };
}

export async function signInDemo(
  server: { url: string },
  kind: 'admin' | 'corporate' | 'member' | 'student',
) {
  const demo = DEMO_SIGN_INS.find((d) => d.kind === kind)!;
  const res = await api(server, 'POST', 'auth/login', {
    body: { email: demo.email, password: encodePassword(demo.password), kind, ...(await proof(server)) },
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${kind} failed: ${res.status} ${res.json?.error.Message}`);
  return (res.json!.result as { token: string }).token;
}

/** A member job the demo employer may post (same rules as test/fixtures/employer.ts). */
export function memberJobBody(n: number) {
  const start = istStartOfDay(toEpochSeconds(new Date()));
  return {
    title: `Company Secretary ${n}`,
    country: 'IN',
    state: 'IN-MH',
    city: ['IN-MH-MUMBAI'],
    noOfVacancy: 1,
    role: ['R-CS'],
    skill: ['SKM-CG'],
    jobType: 'JT-FT',
    qualification: ['Q-ACS'],
    additionalQualification: [],
    minSalary: 600000,
    maxSalary: 900000,
    salaryCurrency: 'INR',
    minExperienceInMonths: 0,
    maxExperienceInMonths: 36,
    startDate: start,
    endDate: start + 30 * 86_400,
    service: false,
    description: '<p>Secretarial compliance.</p>',
    workCulture: 'No',
    terms: true,
  };
}

export const EDUCATION = {
  college: 'ICSI',
  location: 'New Delhi',
  board: 'ICSI',
  yearOfCompletion: 2019,
  percentage: '62.5',
};

export const EXPERIENCE = {
  designation: 'Trainee',
  location: 'Mumbai',
  startDate: 1_600_000_000,
  endDate: 1_600_000_000 + 200 * 86_400,
  jobProfile: 'Registers and filings.',
};

/** Runs `tasks` with at most `width` at a time. */
export async function pool<T>(width: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}
