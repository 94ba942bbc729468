import { API_ENDPOINTS } from '@pp/contract/api';
import { describe, expect, it } from 'vitest';
import {
  callersOf,
  contractGets,
  drawOf,
  NOT_PAGE_READS,
  PAGE_READS,
  type PageData,
  pagesStream,
} from './pages.ts';
import type { Tokens } from './varied.ts';

const gets = contractGets();
const getNames = new Set(gets.map((e) => e.name));

/** Codes of the shape the data set has, one or two of each. */
const data: PageData = {
  jobs: ['J1A2B3C4'],
  trainings: ['T1A2B3C4'],
  states: ['IN-MH', 'IN-DL'],
  members: ['M1A2B3C4'],
  students: ['S1A2B3C4'],
  corporates: ['C1A2B3C4'],
  jobApplicants: [
    [0, 'J1A2B3C4', 'M1A2B3C4', 'member'],
    [1, 'J5A2B3C4', 'S1A2B3C4', 'student'],
  ],
  trainingApplicants: [[0, 'T1A2B3C4', 'S1A2B3C4', 'student']],
  govtJobs: ['G1A2B3C4'],
  govtTrainings: ['H1A2B3C4'],
  announcements: ['A1A2B3C4'],
};
const tokens: Tokens = { admin: ['a0'], corporate: ['c0', 'c1'], member: ['m0'], student: ['s0'] };

describe("the bench's page reads against the contract", () => {
  it('has every GET of the contract either in the bench or marked as not a page read', () => {
    const missing = gets
      .filter((e) => !(e.name in PAGE_READS) && !(e.name in NOT_PAGE_READS))
      .map((e) => e.name);
    expect(missing, 'add these to PAGE_READS or NOT_PAGE_READS in bench/src/pages.ts').toEqual([]);
    const both = Object.keys(PAGE_READS).filter((name) => name in NOT_PAGE_READS);
    expect(both).toEqual([]);
  });

  it('lists no name that is not a GET of the contract', () => {
    const stale = [...Object.keys(PAGE_READS), ...Object.keys(NOT_PAGE_READS)].filter(
      (n) => !getNames.has(n),
    );
    expect(stale).toEqual([]);
  });

  it('asks public reads as a visitor and the others as every role the contract allows', () => {
    for (const e of gets.filter((x) => x.name in PAGE_READS)) {
      const callers = callersOf(e);
      if (e.def.roles === 'public') expect(callers[0], e.name).toBe('visitor');
      else {
        expect(PAGE_READS[e.name]!.alsoSignedIn, `${e.name} is not public`).toBeUndefined();
        expect(callers, e.name).toEqual([...e.def.roles]);
      }
    }
  });

  it("makes, for every caller, a request the contract's path and query accept", () => {
    const r = drawOf(7);
    for (const e of gets.filter((x) => x.name in PAGE_READS))
      for (const as of callersOf(e))
        for (let i = 0; i < 5; i++) {
          const req = PAGE_READS[e.name]!.request(data, r, as);
          const url = typeof req === 'string' ? req : req.path;
          const [path, search = ''] = url.split('?');
          const pattern = new RegExp(`^${e.def.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
          const match = pattern.exec(path!);
          expect(match, `${e.name} (${as}): ${url} is not ${e.def.path}`).not.toBeNull();
          if (e.def.params) expect(e.def.params.safeParse(match!.groups ?? {}).success, url).toBe(true);
          const query = Object.fromEntries(new URLSearchParams(search));
          if (e.def.query) {
            const parsed = e.def.query.safeParse(query);
            expect(parsed.success, `${e.name} (${as}): ${url} ${parsed.error?.message ?? ''}`).toBe(true);
          } else expect(search, `${e.name} takes no query`).toBe('');
          if (typeof req !== 'string') expect(as, `${e.name}: an owner's session`).toBe('corporate');
        }
  });

  it('streams every page read for every caller, with a session for every signed-in one', () => {
    const { items, skipped } = pagesStream(data, tokens, 1, 2);
    expect(skipped).toEqual([]);
    const kinds = new Set(items.map((i) => i.kind));
    for (const e of gets.filter((x) => x.name in PAGE_READS))
      for (const as of callersOf(e)) expect(kinds.has(`${e.name} (${as})`), `${e.name} (${as})`).toBe(true);
    for (const i of items) expect(Boolean(i.token), i.kind).toBe(!i.kind.endsWith('(visitor)'));
    expect(API_ENDPOINTS.length).toBeGreaterThan(gets.length);
  });
});
