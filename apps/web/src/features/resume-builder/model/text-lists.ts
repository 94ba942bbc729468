/**
 * Objectives, skills, languages and similar fields are typed as one text with items separated by
 * semicolons (spec 3 section 5) and rendered as lists.
 */
export function splitList(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item.length > 0);
}

/** Several mobile numbers, separated by commas (spec 3 section 5). */
export function splitMobiles(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item.length > 0);
}

/**
 * One mobile number with its country code in front: '+', then 8 to 15 digits in all (the
 * international maximum), spaces or hyphens allowed between groups: '+91 98765 43210'.
 */
export function isValidMobile(entry: string): boolean {
  if (!/^\+\d[\d\s-]*\d$/.test(entry)) return false;
  if (/[\s-]{2,}/.test(entry)) return false;
  const digits = entry.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** A profile's 10-digit Indian number becomes '+91 9876543210'. */
export function withCountryCode(mobile: string, countryCode: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (!digits) return '';
  if (mobile.trim().startsWith('+')) return mobile.trim();
  return `+${countryCode} ${digits}`;
}

/** Short items ('English', 'Reading') may run in two columns, so that a list does not fill a page. */
export function fitsTwoColumns(items: string[]): boolean {
  return items.length >= 4 && items.every((item) => item.length <= 34);
}
