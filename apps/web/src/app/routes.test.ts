import { describe, expect, it } from 'vitest';
import { paramSegment, resolveEntry, SLUG_PARAM, toRouteSpecs } from '../lib/route-match.ts';
import { ROUTES } from './routes.tsx';

/** Spec 1 section 2, copied as written (typos included), plus the pages the brief adds. */
const SPEC_PATHS = {
  public: [
    '/',
    '/support',
    '/training',
    '/important-announcement',
    '/GovtJobsMember',
    '/forgot-password',
    '/reset-password',
    '/login',
    '/login/:code',
    '/logout',
    '/error',
    '/recentjobs',
    // Ours: a published job's page (its share link).
    '/jobs/:code',
    '/corporateWFH',
    '/workfromhome',
    '/govttrainings',
    '/resume-template-selector',
    '/resume-builder/:id',
    '/resume-builder/download/:id',
    '/student',
    '/member',
    '/corporate',
    '/admin',
    '/alerts/unsubscribe',
    '/accessibility',
    '/privacy',
    '/student/registration',
    '/member/registration',
    '/corporate/registration',
    // Ours: the link mailed at employer registration proves the e-mail.
    '/confirm-email',
  ],
  admin: [
    '/admin/login-as',
    '/admin/dashbaord',
    '/admin/govt-job',
    '/admin/govt-job/add',
    '/admin/govt-job/:code',
    '/admin/govt-training',
    '/admin/govt-traning/add',
    '/admin/govt-traning/:code',
    '/admin/job',
    '/admin/job/applicant-:code',
    '/admin/training',
    '/admin/training/:code',
    '/admin/training/applicant-:code',
    '/admin/candidate-profile-:code',
    '/admin/config',
    '/admin/change-password',
    '/admin/corporate',
    '/admin/corporate/detail-:code',
    '/admin/student',
    '/admin/student/detail-:code',
    '/admin/member',
    '/admin/member/detail-:code',
    '/admin/otp',
    '/admin/announcement',
    '/admin/audit',
    '/admin/grievances',
    // Ours: the notification centre.
    '/admin/notifications',
  ],
  corporate: [
    '/corporate/change-password',
    '/corporate/training/add',
    '/corporate/posted-training',
    '/corporate/dashboard',
    '/corporate/consents',
    '/corporate/job',
    '/corporate/jobOld',
    '/corporate/training',
    '/corporate/job/add',
    '/corporate/job/detail-:code',
    '/corporate/job/applicant-:code',
    '/corporate/job/search',
    '/corporate/profile',
    '/corporate/training/detail-:code',
    '/corporate/training/applicant-:code',
    '/corporate/student',
    '/corporate/student/search',
    '/corporate/student/detail-:code',
    '/corporate/member',
    '/corporate/member/search',
    '/corporate/member/detail-:code',
    // Ours: the notification centre.
    '/corporate/notifications',
  ],
  member: [
    '/member/dashboard',
    '/member/job',
    '/member/international-job',
    '/member/change-password',
    '/member/job/application',
    '/member/job/search',
    '/member/international-job/search',
    '/member/job/detail-:code',
    '/member/detail',
    '/member/profile',
    '/member/govt-job',
    '/member/saved-searches',
    '/member/my-data',
    '/member/consents',
    '/member/notifications',
  ],
  student: [
    '/student/dashboard',
    '/student/training',
    '/student/training/search',
    '/student/training/application',
    '/student/job',
    '/student/job/search',
    '/student/job/application',
    '/student/govt-job',
    '/student/govt-traning',
    '/student/profile',
    '/student/change-password',
    '/student/training/detail-:code',
    '/student/saved-searches',
    '/student/my-data',
    '/student/consents',
    '/student/notifications',
  ],
};

describe('route table', () => {
  it('holds every route of the spec, once', () => {
    const expected = Object.values(SPEC_PATHS).flat().sort();
    const actual = ROUTES.map((route) => route.path).sort();
    expect(actual).toEqual(expected);
  });

  it('guards every area route with its kind', () => {
    for (const role of ['admin', 'corporate', 'member', 'student'] as const) {
      for (const path of SPEC_PATHS[role]) {
        expect(ROUTES.find((route) => route.path === path)?.access, path).toBe(role);
      }
    }
  });

  it('gives every route a title and either a page or a coming-soon sentence', () => {
    for (const route of ROUTES) {
      expect(route.title.message?.length, route.path).toBeGreaterThan(0);
      expect(Boolean(route.page) !== Boolean(route.soon), route.path).toBe(true);
    }
  });

  it('splits a prefixed parameter segment', () => {
    expect(paramSegment('/corporate/job/detail-:code')).toEqual({
      parent: '/corporate/job',
      prefix: 'detail-',
      param: 'code',
    });
    expect(paramSegment('/admin/govt-job/:code')).toEqual({
      parent: '/admin/govt-job',
      prefix: '',
      param: 'code',
    });
    expect(paramSegment('/admin/job')).toBeNull();
  });

  it('groups prefixed parameters under one :slug route and resolves them by prefix', () => {
    const specs = toRouteSpecs(ROUTES);
    const job = specs.find((spec) => spec.path === `/corporate/job/:${SLUG_PARAM}`);
    expect(job?.dispatch).toBe(true);
    expect(resolveEntry(job!, { slug: 'detail-AB12' })).toMatchObject({
      entry: { path: '/corporate/job/detail-:code' },
      params: { code: 'AB12' },
    });
    expect(resolveEntry(job!, { slug: 'applicant-XY9' })).toMatchObject({
      entry: { path: '/corporate/job/applicant-:code' },
      params: { code: 'XY9' },
    });
    expect(resolveEntry(job!, { slug: 'other-1' })).toBeNull();
    expect(resolveEntry(job!, { slug: 'detail-' })).toBeNull();

    // A bare :code beside a prefixed sibling is the fallback.
    const training = specs.find((spec) => spec.path === `/admin/training/:${SLUG_PARAM}`);
    expect(resolveEntry(training!, { slug: 'applicant-T1' })?.entry.path).toBe(
      '/admin/training/applicant-:code',
    );
    expect(resolveEntry(training!, { slug: 'T1' })).toMatchObject({
      entry: { path: '/admin/training/:code' },
      params: { code: 'T1' },
    });

    const candidate = specs.find((spec) => spec.path === `/admin/:${SLUG_PARAM}`);
    expect(resolveEntry(candidate!, { slug: 'candidate-profile-C7' })?.params).toEqual({ code: 'C7' });
    expect(resolveEntry(candidate!, { slug: 'nothing-here' })).toBeNull();
  });

  it('keeps plain parameter routes as they are', () => {
    const specs = toRouteSpecs(ROUTES);
    expect(specs.find((spec) => spec.path === '/admin/govt-job/:code')?.dispatch).toBe(false);
    expect(specs.find((spec) => spec.path === '/login/:code')?.dispatch).toBe(false);
    expect(new Set(specs.map((spec) => spec.path)).size).toBe(specs.length);
  });
});
