import { newCode } from '../../platform/codes.ts';

/**
 * Codes of master data. Places get readable codes derived from their names (the seed and the
 * admin form make them the same way); other admin-added entries get a list prefix and a random
 * part.
 */

/** Latin letters without accents: 'Chēlakara' -> 'Chelakara'. */
export function withoutAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** A place name as stored: no accents, no stray trailing commas, single spaces. */
export function cleanPlaceName(value: string): string {
  return withoutAccents(value)
    .replace(/[\s,]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Aundh, Satara' -> 'AUNDH-SATARA'; empty when the name has no Latin letters or digits. */
export function slug(value: string, max = 40): string {
  return withoutAccents(value)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** State code: country + ISO subdivision code, e.g. 'IN-MH'. */
export function stateCodeOf(countryCode: string, isoCode: string): string {
  return `${countryCode}-${isoCode}`;
}

/** The preferred code of a place under a parent: 'IN-MH' + 'Pune' -> 'IN-MH-PUNE'. */
export function placeCode(parentCode: string, name: string): string {
  return `${parentCode}-${slug(name) || newCode(6).toUpperCase()}`;
}

/** A code that is taken gets a short random suffix. */
export function withSuffix(code: string): string {
  return `${code}-${newCode(4).toUpperCase()}`;
}

const PREFIX: Record<string, string> = {
  role: 'R',
  'additional-qualification': 'AQ',
  industry: 'IND',
  qualification: 'Q',
  skill: 'SK',
};

/** A new entry of a master list: list prefix + random part, e.g. 'R-x7Gh2KqP'. */
export function masterItemCode(list: string): string {
  return `${PREFIX[list] ?? 'M'}-${newCode(10)}`;
}
