/**
 * The address of a job's public page (public-jobs.ts) on its own, without schemas: the web's route
 * table is part of the first load, which must not carry the contract's schemas (its budget).
 */

/** The route of a job's public page under the web base (/PlacementApp): the web's route table and the server's page. */
export const PUBLIC_JOB_ROUTE = '/jobs/:code';

/** The public page of one job, under the web base. */
export const publicJobPath = (code: string) => PUBLIC_JOB_ROUTE.replace(':code', encodeURIComponent(code));
