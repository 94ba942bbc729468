// The one list of tables, for drizzle's typed client and drizzle-kit.
export * from './alerts.ts';
export * from './comm.ts';
export * from './files.ts';
export * from './institute.ts';
export * from './interviews.ts';
export * from './lookups.ts';
export * from './notifications.ts';
export * from './postings.ts';
export * from './privacy.ts';
export * from './profiles.ts';
export * from './security.ts';
export * from './users.ts';
