import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { resetAdminSecondFactorByEmail } from '../features/auth/second-factor.service.ts';
import { openCliDatabase } from './database.ts';

// npm run admin:reset-mfa -- --email admin@example.org
// For an admin locked out entirely (phone and recovery codes lost, no other admin to reset it):
// run on the server, with the server's own settings. The admin then signs in with the password.
const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:reset-mfa -- --email <admin e-mail>');
  process.exit(2);
}
const config = loadConfig();
const database = await openCliDatabase(config);
try {
  const admin = await resetAdminSecondFactorByEmail(database.db, email, new Date());
  if (!admin) {
    console.error(`No admin with e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`The second factor of ${email} is off: sign in with the password and set up a new one.`);
  }
} finally {
  await database.close();
}
