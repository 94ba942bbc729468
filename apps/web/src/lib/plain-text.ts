/** The visible text of the server's sanitized HTML, for cut previews (tiles, table cells). */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
let decoder: HTMLTextAreaElement | null = null;

/** One character reference (`&amp;`, `&#8377;`, `&rsquo;`) as its character. */
function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  const known = ENTITIES[name.toLowerCase()];
  if (known !== undefined) return known;
  // A rarer named reference: the browser's own table.
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = entity;
  return decoder.value;
}

/**
 * The visible text of sanitized HTML (the server's sanitizer leaves only well-formed formatting
 * tags); block ends become spaces so words do not run together. A list of tiles or rows parses
 * no documents: a DOMParser per tile cost a phone ~5 ms each.
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
