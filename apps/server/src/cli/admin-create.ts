import { parseArgs } from 'node:util';
import { MSG } from '@pp/contract/messages';
import { isValidPassword } from '@pp/contract/validators';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { findUsersByEmail } from '../features/auth/auth.repo.ts';
import { createAccount } from '../features/auth/auth.service.ts';
import { loadReferenceNames } from '../features/lookups/lookups.repo.ts';
import { openPostingsIndex } from '../features/search/open-postings.ts';
import type { MatchProfile } from '../features/search/search.repo.ts';
import { MemoryAnswers } from '../platform/memory-answers.ts';
import { Metrics } from '../platform/metrics.ts';
import { PublicCache } from '../platform/public-cache.ts';
import { ReferenceNamesCache } from '../platform/reference-names.ts';
import type { SessionRow } from '../platform/session.repo.ts';
import { SessionCache } from '../platform/session-cache.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { openCliDatabase } from './database.ts';

// npm run admin:create -- --email admin@example.org --name "Placement Admin" [--password ...]
// Without --password the password is read from the ADMIN_PASSWORD environment variable.
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(
    'Usage: npm run admin:create -- --email <email> [--name <name>] [--password <password> | ADMIN_PASSWORD=...]',
  );
  process.exit(2);
}
if (!isValidPassword(password)) {
  console.error(MSG.passwordRule);
  process.exit(2);
}
const config = loadConfig();
const database = await openCliDatabase(config);
try {
  await seedReferenceData(database.db);
  const now = () => new Date();
  const ctx = {
    db: database.db,
    genericPlanConnections: { app: database.db, generic: database.genericPlans },
    config,
    log: pino({ level: 'warn' }),
    now,
    publicCache: new PublicCache({ ttlSeconds: 0, now }),
    memoryAnswers: new MemoryAnswers({ now }),
    referenceNames: new ReferenceNamesCache({ now, load: loadReferenceNames, ttlSeconds: 0 }),
    openPostings: openPostingsIndex(),
    // Never listening: keeps nothing.
    sessionCache: new SessionCache<SessionRow>({ lifetimeSeconds: 0, now }),
    matchProfiles: new SessionCache<MatchProfile & { userId: number }, number>({ lifetimeSeconds: 0, now }),
    // Counted and never scraped: the command ends after one account.
    metrics: new Metrics(),
  };
  if ((await findUsersByEmail(database.db, email)).some((u) => u.role === 'admin')) {
    console.error(`An admin with e-mail ${email} already exists.`);
    process.exitCode = 1;
  } else {
    const admin = await createAccount(ctx, { role: 'admin', email, password, name: values.name ?? 'ADMIN' });
    console.log(`Admin created: ${email} (userCode ${admin.code}). Sign in at /PlacementApp/admin`);
  }
} finally {
  await database.close();
}
