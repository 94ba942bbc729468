import { z } from 'zod';
import { ALL_CITY_CODE, INDIA_COUNTRY_CODE } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { messageResult, page } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';

/**
 * Master data: the spec's `config/*` lookups. Reads are public (registration needs them before
 * sign-in) and cacheable; writes are admin-only.
 */

/**
 * The two qualifications of a member job: only these unlock a free job title (otherwise the title
 * is 'Semi Qualified'), and they raise the INR salary floor to MIN_SALARY_MEMBER_JOB.
 */
export const MEMBER_JOB_QUALIFICATIONS = ['Q-ACS', 'Q-FCS'] as const;
export type MemberJobQualification = (typeof MEMBER_JOB_QUALIFICATIONS)[number];

export function isMemberJobQualification(code: string): code is MemberJobQualification {
  return (MEMBER_JOB_QUALIFICATIONS as readonly string[]).includes(code);
}

/** Title of a job whose qualification is not a member-job qualification. */
export const SEMI_QUALIFIED_TITLE = 'Semi Qualified';

/** Skill audience: the spec's `type` ('1' member, otherwise student). */
export const SKILL_TYPE = { member: '1', student: '2' } as const;
export type SkillType = (typeof SKILL_TYPE)[keyof typeof SKILL_TYPE];

/**
 * The master lists kept in one table; each name is also the path segment of its endpoint
 * (`config/<list>`). States, cities and countries have tables of their own.
 */
export const MASTER_LIST = {
  role: 'role',
  additionalQualification: 'additional-qualification',
  industry: 'industry',
  qualification: 'qualification',
  skill: 'skill',
  jobType: 'job-type',
  experience: 'experience',
  salary: 'salary',
  listingType: 'listing-type',
  trainingDuration: 'training-duration',
  companyType: 'company-type',
  governmentType: 'government-type',
  trainingType: 'training-type',
  currency: 'currency',
} as const;
export type MasterList = (typeof MASTER_LIST)[keyof typeof MASTER_LIST];

export const LOOKUP_NAME_MAX = 100;
/** At most this many cities per answer of the typeahead `GET config/city`. */
export const CITY_SEARCH_MAX = 100;
export const CITY_SEARCH_DEFAULT = 50;

/** Messages of this feature that the spec leaves to us. */
export const LOOKUP_MSG = {
  alreadyExists: (name: string) => `'${name}' already exists.`,
  unknownState: 'Please select a valid State/UT.',
  unknownCountry: 'Please select a valid country.',
  unknownSkill: 'The selected skill was not found.',
} as const;

/** The first entry of a state's city list: 'All' cities of that state. */
export const ALL_CITIES_ENTRY = { code: ALL_CITY_CODE, name: 'All' } as const;

// ---- Items ----

export const lookupItem = z.object({ code: z.string(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;

export const skillItem = lookupItem.extend({ type: z.string() });
export type SkillItem = z.infer<typeof skillItem>;

/** Experience and salary options: `value` is a range 'from-to' (months or rupees per annum). */
export const rangeItem = z.object({ name: z.string(), value: z.string() });
export type RangeItem = z.infer<typeof rangeItem>;

export const cityItem = lookupItem.extend({ stateCode: z.string() });
export type CityItem = z.infer<typeof cityItem>;

/** Typeahead results span states, so each city names its state. */
export const citySearchItem = cityItem.extend({ stateName: z.string() });
export type CitySearchItem = z.infer<typeof citySearchItem>;

export const countryItem = lookupItem.extend({ phoneCode: z.string(), currency: z.string() });
export type CountryItem = z.infer<typeof countryItem>;

export const currencyItem = lookupItem.extend({ symbol: z.string() });
export type CurrencyItem = z.infer<typeof currencyItem>;

export const trainingDurationItem = lookupItem.extend({ months: z.number().int() });
export type TrainingDurationItem = z.infer<typeof trainingDurationItem>;

/**
 * Splits a range value 'from-to' into numbers. Experience ranges are in months, salary ranges in
 * rupees per annum. Null when the value is not a range.
 */
export function parseRange(value: string): { min: number; max: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(value.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

// ---- Inputs ----

/** A new entry's name: required, spaces collapsed. */
export const lookupName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(LOOKUP_NAME_MAX, `Maximum ${LOOKUP_NAME_MAX} characters allowed`)
  .transform((value) => value.replace(/\s+/g, ' '));

/** Codes of states, cities and countries ('IN', 'IN-MH', 'IN-MH-PUNE', '*'). */
export const lookupCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_*-]*$/, OUR_MSG.invalidCode);

const requiredCode = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(64)
  .regex(/^[A-Za-z0-9_*-]+$/, OUR_MSG.invalidCode);

export const skillQuery = z.object({
  /** '1' member skills; any other value student skills; absent: all skills. */
  type: z.string().trim().max(8).optional(),
});

/**
 * `GET config/city` never returns all cities at once (India alone has over 4000): it lists the
 * cities of `state`, or finds cities whose name contains `q` (typeahead, prefix matches first),
 * or both; with neither it gives the first `limit` cities by name. `total` counts every match.
 */
export const cityQuery = z.object({
  state: lookupCode.optional(),
  q: z.string().trim().max(LOOKUP_NAME_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(CITY_SEARCH_MAX).default(CITY_SEARCH_DEFAULT),
});

export const stateQuery = z.object({
  /** Country code; India when absent. */
  country: lookupCode.optional(),
});

export const nameBody = z.object({ name: lookupName });

/**
 * Skill form: a new skill for members (type '1') or students (type '2'), or, with
 * `selectedSKill` (the spec's spelling) holding an existing skill's code, a new name for it.
 */
export const skillBody = z
  .object({
    name: lookupName,
    type: z.string().trim().max(8).optional().default(''),
    selectedSKill: lookupCode.optional().default(''),
  })
  .superRefine((body, ctx) => {
    const isTarget = body.type === SKILL_TYPE.member || body.type === SKILL_TYPE.student;
    if (!body.selectedSKill && !isTarget) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: MSG.selectOption });
    }
  });

/** New State/UT: `code` is the country's code (India when empty). */
export const stateBody = z.object({
  code: lookupCode.optional().transform((value) => (value ? value.toUpperCase() : INDIA_COUNTRY_CODE)),
  name: lookupName,
});

/** New city: `code` is the code of its state (required: a city needs a state). */
export const cityBody = z.object({
  code: requiredCode,
  name: lookupName,
});

// ---- Endpoints: reads ----

export const listRoles = endpoint({
  method: 'GET',
  path: 'config/role',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Roles (designations).',
});

export const listAdditionalQualifications = endpoint({
  method: 'GET',
  path: 'config/additional-qualification',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Additional qualifications (master list).',
});

export const listIndustries = endpoint({
  method: 'GET',
  path: 'config/industry',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Industries (master list).',
});

export const listQualifications = endpoint({
  method: 'GET',
  path: 'config/qualification',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Qualifications (master list).',
});

export const listSkills = endpoint({
  method: 'GET',
  path: 'config/skill',
  query: skillQuery,
  result: page(skillItem),
  roles: 'public',
  summary: "Skills; type '1' member skills, any other type student skills, no type all.",
});

export const listCities = endpoint({
  method: 'GET',
  path: 'config/city',
  query: cityQuery,
  result: page(citySearchItem),
  roles: 'public',
  summary: 'Cities of a state and/or matching a typed name; limited, never all cities.',
});

export const listCitiesOfState = endpoint({
  method: 'GET',
  path: 'config/city/:id',
  params: z.object({ id: requiredCode }),
  result: page(cityItem),
  roles: 'public',
  summary: "Cities of state :id, first the 'All' entry (code '*').",
});

export const listStates = endpoint({
  method: 'GET',
  path: 'config/state',
  query: stateQuery,
  result: page(lookupItem),
  roles: 'public',
  summary: 'States and union territories of a country (India by default).',
});

export const listStatesOfCountry = endpoint({
  method: 'GET',
  path: 'config/state/:id',
  params: z.object({ id: requiredCode }),
  result: page(lookupItem),
  roles: 'public',
  summary: 'States and union territories of the country :id.',
});

export const listCountries = endpoint({
  method: 'GET',
  path: 'config/country',
  result: page(countryItem),
  roles: 'public',
  summary: 'Countries, India first.',
});

export const listPhoneCodes = endpoint({
  method: 'GET',
  path: 'config/country-phonecodes',
  result: page(lookupItem),
  roles: 'public',
  summary: "Dialling codes: code '91', name 'India (+91)'; 91 first, one entry per code.",
});

export const listCurrencies = endpoint({
  method: 'GET',
  path: 'config/currency',
  result: page(currencyItem),
  roles: 'public',
  summary: 'Currencies (master list).',
});

export const listJobTypes = endpoint({
  method: 'GET',
  path: 'config/job-type',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Job types (master list).',
});

export const listExperienceRanges = endpoint({
  method: 'GET',
  path: 'config/experience',
  result: page(rangeItem),
  roles: 'public',
  summary: "Experience options; value 'from-to' in months.",
});

export const listSalaryRanges = endpoint({
  method: 'GET',
  path: 'config/salary',
  result: page(rangeItem),
  roles: 'public',
  summary: "Salary options; value 'from-to' in rupees per annum.",
});

export const listListingTypes = endpoint({
  method: 'GET',
  path: 'config/listing-type',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Kinds of unlisted company (asked when the company is not listed).',
});

export const listTrainingDurations = endpoint({
  method: 'GET',
  path: 'config/training-duration',
  result: page(trainingDurationItem),
  roles: 'public',
  summary: 'Training durations (master list).',
});

export const listCompanyTypes = endpoint({
  method: 'GET',
  path: 'config/company-type',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Company types (master list).',
});

export const listGovernmentTypes = endpoint({
  method: 'GET',
  path: 'config/government-type',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Government types of government jobs and trainings (master list).',
});

export const listTrainingTypes = endpoint({
  method: 'GET',
  path: 'config/training-type',
  result: page(lookupItem),
  roles: 'public',
  summary: 'Training types (master list).',
});

// ---- Endpoints: admin writes (each answers { Message } with the spec's success text) ----

export const addRole = endpoint({
  method: 'POST',
  path: 'config/role',
  body: nameBody,
  result: messageResult,
  roles: ['admin'],
  summary: 'Adds a role (designation) to the master list.',
});

export const addAdditionalQualification = endpoint({
  method: 'POST',
  path: 'config/additional-qualification',
  body: nameBody,
  result: messageResult,
  roles: ['admin'],
  summary: 'Adds an additional qualification to the master list.',
});

export const addIndustry = endpoint({
  method: 'POST',
  path: 'config/industry',
  body: nameBody,
  result: messageResult,
  roles: ['admin'],
  summary: 'Adds an industry to the master list.',
});

export const addQualification = endpoint({
  method: 'POST',
  path: 'config/qualification',
  body: nameBody,
  result: messageResult,
  roles: ['admin'],
  summary: 'Adds a qualification to the master list.',
});

export const saveSkill = endpoint({
  method: 'POST',
  path: 'config/skill',
  body: skillBody,
  result: messageResult,
  roles: ['admin'],
  summary: "Adds a member ('1') or student ('2') skill, or renames the skill named by selectedSKill.",
});

export const addState = endpoint({
  method: 'POST',
  path: 'config/state',
  body: stateBody,
  result: messageResult,
  roles: ['admin'],
  summary: 'Adds a State/UT to the country `code` (India when empty).',
});

export const addCity = endpoint({
  method: 'POST',
  path: 'config/city',
  body: cityBody,
  result: messageResult,
  roles: ['admin'],
  summary: 'Adds a city to the state `code`.',
});
