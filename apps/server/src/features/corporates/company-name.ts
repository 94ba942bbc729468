import { sql } from 'drizzle-orm';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The name a company goes by wherever it is shown (lists, pages, mails, exports): its profile's
 * company name, else its account's name (an admin's posting, a profile not filled in yet).
 */
export function companyNameOf(profileName: string | null | undefined, accountName: string): string {
  return profileName || accountName;
}

/** The same rule in SQL, for reads that join the owner's account and company profile. */
export const companyNameSql = sql<string>`coalesce(nullif(${corporateProfiles.companyName}, ''), ${users.name})`;
