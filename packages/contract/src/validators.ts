import { z } from 'zod';
import { CIN_MAX, MAX_SEARCH_CODES, MOBILE_MAX_DIGITS } from './constants.ts';
import { MSG, OUR_MSG } from './messages.ts';

/** At least 8 of letters, digits and @$!%*?&, with one of each class. */
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export function isValidPassword(plain: string): boolean {
  return PASSWORD_RE.test(plain);
}

/** Passwords travel "encoded": base64 of their UTF-8 bytes. */
export function encodePassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodePassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const MAX_ENCODED_PASSWORD = 400;

/** An encoded password of any shape (login, old password): decoded, must be non-empty. */
export const encodedPassword = z
  .string({ error: MSG.passwordRequired })
  .max(MAX_ENCODED_PASSWORD, MSG.passwordRequired)
  .transform((value, ctx) => {
    const plain = decodePassword(value);
    if (!plain) {
      ctx.addIssue({ code: 'custom', message: MSG.passwordRequired });
      return z.NEVER;
    }
    return plain;
  });

/** An encoded new password: decoded and held to the password rule. */
export const encodedNewPassword = encodedPassword.refine(isValidPassword, { message: MSG.passwordRule });

export const plainNewPassword = z.string().regex(PASSWORD_RE, MSG.passwordRule);

export const requiredText = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, `Maximum ${max} characters allowed`);

export const optionalText = (max: number) =>
  z.string().trim().max(max, `Maximum ${max} characters allowed`).optional().default('');

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MSG.emailRequired)
  .max(254, OUR_MSG.invalidEmail)
  .pipe(z.email(OUR_MSG.invalidEmail));

/**
 * The browser's proof of work for a public form (the ALTCHA payload: base64 of the challenge and
 * its solution). Nothing a person types: an empty one means the browser has not finished yet.
 */
export const proofField = z
  .string({ error: OUR_MSG.proofRequired })
  .min(1, OUR_MSG.proofRequired)
  .max(4000, OUR_MSG.proofInvalid);

/**
 * A number pasted with separators ('98765 43210', 'L17110-MH1995-PLC093447'): spaces and hyphens
 * are dropped before it is checked, on the server and in the form alike. Ours.
 */
export function stripSeparators(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** A mobile that is not 10 digits (the spec gives the limit, not the wording: ours). */
export const MOBILE_MSG = `Please enter a valid ${MOBILE_MAX_DIGITS}-digit mobile number`;
const MOBILE_RE = new RegExp(`^\\d{${MOBILE_MAX_DIGITS}}$`);

/** Mobile numbers: 10 digits (spec 3 section 9), separators dropped; required. */
export const mobileField = z
  .string({ error: MSG.required })
  .transform(stripSeparators)
  .pipe(z.string().min(1, MSG.required).regex(MOBILE_RE, MOBILE_MSG));

/** An optional mobile: empty, or 10 digits once separators are dropped. */
export const optionalMobileField = z
  .string()
  .transform(stripSeparators)
  .pipe(z.string().refine((value) => value === '' || MOBILE_RE.test(value), MOBILE_MSG))
  .optional()
  .default('');

/** CIN: alphanumeric, upper-cased, at most 21, separators dropped. */
export const cinField = z
  .string()
  .transform(stripSeparators)
  .pipe(
    z
      .string()
      .toUpperCase()
      .max(CIN_MAX, OUR_MSG.cinTooLong)
      .regex(/^[A-Z0-9]*$/, OUR_MSG.cinCharacters),
  );

/** Company name: upper-cased, leading whitespace trimmed, runs of spaces collapsed. */
export function normalizeCompanyName(value: string): string {
  return value.replace(/^\s+/, '').replace(/\s+/g, ' ').toUpperCase();
}

/** Opaque public identifiers (userCode, jobCode, ...). */
export const codeParam = z
  .string()
  .trim()
  .min(1, MSG.required)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, OUR_MSG.invalidCode);

/** Epoch seconds on the wire. */
export const epochSeconds = z.coerce.number().int().min(0).max(32503680000);

/** Field errors of a zod error as a flat map (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// ---- Shared list inputs ----

/** A comma-separated list of codes in a query (at most MAX_SEARCH_CODES). */
export const codeListQuery = z
  .string()
  .trim()
  .max(3000)
  .optional()
  .transform((value, ctx) => {
    const codes = [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ];
    if (codes.length > MAX_SEARCH_CODES) {
      ctx.addIssue({ code: 'custom', message: OUR_MSG.tooManyEntries });
      return z.NEVER;
    }
    if (codes.some((c) => !/^[A-Za-z0-9_*-]{1,64}$/.test(c))) {
      ctx.addIssue({ code: 'custom', message: OUR_MSG.invalidCode });
      return z.NEVER;
    }
    return codes;
  });

export const pageField = z.coerce.number().int().min(1).max(100000).default(1);
export const limitField = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

/** An absolute http(s) URL; other schemes (javascript:, data:, ...) are refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The message for a website or link that is not an http(s) address. */
export const WEBSITE_MSG = 'Please enter a website address starting with http:// or https://';

/**
 * A website address: empty, or an http(s) URL. A bare domain ('www.acme.in') gets 'https://';
 * any other scheme (javascript:, data:, mailto:, ...) is refused.
 */
export const websiteField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maximum ${max} characters allowed`)
    .transform((value) => (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .refine((value) => value === '' || isHttpUrl(value), WEBSITE_MSG)
    .optional()
    .default('');

/** Text of one line (names, numbers): no line breaks or other control characters. */
export const SINGLE_LINE_MSG = 'Please write this on one line.';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const oneLine = (text: z.ZodString) =>
  text.refine((value) => !CONTROL_CHARACTERS.test(value), SINGLE_LINE_MSG);

// ---- Typeahead entries: a list code or a name typed in ----

/**
 * A typeahead (roles, skills) accepts free typed text as a custom name, reduced to just its name
 * (spec 1 section 5, spec 3 section 5): the entry is stored in the same list as the codes, as
 * typed (spaces trimmed and collapsed), and shown as it is wherever a code would show its name.
 * Ours: at most 60 characters, letters, digits, spaces and . & + # ' ( ) / _ - only (no comma:
 * search lists are comma-joined), with at least one letter or digit. Codes fit the same rule.
 */
export const CUSTOM_NAME_MAX = 60;
export const CUSTOM_NAME_MSG = {
  tooLong: `A name you type can have at most ${CUSTOM_NAME_MAX} characters`,
  characters: "A name you type can have only letters, digits, spaces and . & + # ' ( ) / _ -",
} as const;
const CUSTOM_NAME_RE = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} .&+#'()/_-]+$/u;

/** Typed text as it is stored: outer spaces trimmed, inner runs of spaces collapsed. */
export function cleanCustomName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Why a (cleaned) typed name cannot be kept, or null when it can. '' is no name: null. */
export function customNameProblem(name: string): string | null {
  if (!name) return null;
  if (name.length > CUSTOM_NAME_MAX) return CUSTOM_NAME_MSG.tooLong;
  if (!CUSTOM_NAME_RE.test(name)) return CUSTOM_NAME_MSG.characters;
  return null;
}

/** One entry of a role or skill list: a list code or a custom name, cleaned. */
export const codeOrName = (requiredMessage: string = MSG.required) =>
  z
    .string({ error: requiredMessage })
    .transform(cleanCustomName)
    .superRefine((value, ctx) => {
      const problem = value ? customNameProblem(value) : requiredMessage;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** One role or skill filter of a query: a code, a name typed in (codeOrName), or '' for any. */
export const optionalCodeOrName = z
  .string()
  .max(200)
  .optional()
  .transform((value) => cleanCustomName(value ?? ''))
  .pipe(z.literal('').or(codeOrName()));

/** The same entries case-insensitively once: the first spelling is kept. */
export function uniqueNames(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Comma-joined roles or skills in a query: codes or custom names (at most MAX_SEARCH_CODES). */
export const codeOrNameListQuery = z
  .string()
  .max(3000)
  .optional()
  .transform((value, ctx) => {
    const entries = uniqueNames((value ?? '').split(',').map(cleanCustomName).filter(Boolean));
    if (entries.length > MAX_SEARCH_CODES) {
      ctx.addIssue({ code: 'custom', message: OUR_MSG.tooManyEntries });
      return z.NEVER;
    }
    const problem = entries.map(customNameProblem).find(Boolean);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return entries;
  });

// ---- A city: a code of the master list or a name typed in ----

/**
 * A city code of the master list: the country, the state and the name's slug, capitals and digits
 * joined by dashes ('IN-MH-PUNE', 'IN-MH-PUNE-2'). A student's city may instead be a name typed in
 * (spec 1 section 5, codeOrName); an entry of this shape is taken for a code and must then be a city
 * of the chosen state.
 */
const CITY_CODE_RE = /^[A-Z]{2}(?:-[A-Z0-9]+){2,}$/;
export const isCityCode = (entry: string) => CITY_CODE_RE.test(entry);

/**
 * The city to show for a stored entry: the list's name of a code (`listName`), a typed name as it
 * is, nothing for a code the list no longer has.
 */
export function cityShown(entry: string, listName: string | undefined): string {
  return listName ?? (isCityCode(entry) ? '' : entry);
}
