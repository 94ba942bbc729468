import * as account from './account.ts';
import * as accountData from './account-data.ts';
import * as admin from './admin.ts';
import * as alerts from './alerts.ts';
import * as announcements from './announcements.ts';
import * as applications from './applications.ts';
import * as auth from './auth.ts';
import * as comm from './comm.ts';
import * as corporates from './corporates.ts';
import type { EndpointDef } from './endpoint.ts';
import * as govt from './govt.ts';
import * as interviews from './interviews.ts';
import * as jobs from './jobs.ts';
import * as lookups from './lookups.ts';
import * as notifications from './notifications.ts';
import * as pipeline from './pipeline.ts';
import * as privacy from './privacy.ts';
import * as profiles from './profiles.ts';
import * as publicJobs from './public-jobs.ts';
import * as registration from './registration.ts';
import * as search from './search.ts';
import * as trainings from './trainings.ts';

/**
 * Every contract module that defines endpoints, by feature (the name its server folder and web
 * hooks share, and its OpenAPI tag), with a line saying what it covers. The server (OpenAPI
 * document) reads the API from here; the web client imports the feature modules themselves.
 * A new contract module with endpoints is added here (`api.test.ts` fails until it is).
 */
export const API_FEATURES = {
  auth: {
    module: auth,
    description:
      'Sign-in and sign-out, sessions, proof of work, passwords, second factors, passkeys, login-as.',
  },
  registration: {
    module: registration,
    description: "Registration of members and students (from the institute's records) and of employers.",
  },
  comm: { module: comm, description: 'OTPs by SMS and e-mail, and the support form.' },
  lookups: {
    module: lookups,
    description: 'Master lists (states, cities, skills, roles...) and their upkeep.',
  },
  profiles: { module: profiles, description: 'Member and student profiles, resumes and pictures.' },
  corporates: {
    module: corporates,
    description: "The employer's company profile, dashboard, candidate search and messages.",
  },
  jobs: { module: jobs, description: 'Job postings by employers and admins, and their applicants.' },
  trainings: {
    module: trainings,
    description: 'Training postings by employers and admins, and their applicants.',
  },
  search: {
    module: search,
    description: 'Job and training lists and searches for candidates and the public.',
  },
  applications: {
    module: applications,
    description: 'Applying for jobs and trainings, and what one applied for.',
  },
  pipeline: { module: pipeline, description: "Applicants' stages and their resumes as one ZIP." },
  interviews: {
    module: interviews,
    description: 'Interview scheduling: invitations, slots to pick, answers, calendar files.',
  },
  alerts: { module: alerts, description: 'Saved searches and their job alerts.' },
  govt: { module: govt, description: 'Government jobs and trainings.' },
  admin: {
    module: admin,
    description: 'Admin oversight: statistics, postings, users, exports and the audit log.',
  },
  announcements: { module: announcements, description: 'Announcements on the home page.' },
  privacy: {
    module: privacy,
    description: 'DPDP: consents per purpose under versioned notices, the grievance officer and grievances.',
  },
  account: {
    module: account,
    description: "The signed-in user's own settings: the language of the portal and e-mails.",
  },
  'account-data': { module: accountData, description: "The user's own data (ZIP) and account deletion." },
  notifications: {
    module: notifications,
    description: "The signed-in user's notifications (the header's bell) and their read state.",
  },
  'public-jobs': {
    module: publicJobs,
    description: "A published job's public page (its share link); the page's head, sitemap and robots.txt.",
  },
} as const;

export type ApiFeature = keyof typeof API_FEATURES;

/** One endpoint of the API with the name it is exported under (its OpenAPI operationId). */
export interface ApiEndpoint {
  readonly name: string;
  readonly feature: ApiFeature;
  readonly def: EndpointDef;
}

/** Whether an export of a contract module is an endpoint definition (made by `endpoint()`). */
export function isEndpointDef(value: unknown): value is EndpointDef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<EndpointDef>;
  return typeof v.method === 'string' && typeof v.path === 'string' && 'result' in v && 'roles' in v;
}

/** Every endpoint of the API, feature by feature. */
export const API_ENDPOINTS: readonly ApiEndpoint[] = Object.entries(API_FEATURES).flatMap(
  ([feature, { module }]) =>
    Object.entries(module)
      .filter((entry): entry is [string, EndpointDef] => isEndpointDef(entry[1]))
      .map(([name, def]) => ({ name, feature: feature as ApiFeature, def })),
);

const byDef = new Map<EndpointDef, ApiEndpoint>(API_ENDPOINTS.map((e) => [e.def, e]));

/** The name and feature of a contract endpoint; undefined for one defined elsewhere (a test's). */
export function apiEndpointOf(def: EndpointDef): ApiEndpoint | undefined {
  return byDef.get(def);
}
