const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * A stored description back to what the admin typed: HTML made only of paragraphs and line
 * breaks becomes plain text again (bodyToHtml turns it back the same way); richer HTML stays HTML.
 */
export function editableText(html: string): string {
  const trimmed = html.trim();
  const paragraphs = /^(<p>[\s\S]*?<\/p>)+$/.test(trimmed) ? trimmed.match(/<p>[\s\S]*?<\/p>/g) : null;
  if (!paragraphs) return html;
  const inner = paragraphs.map((p) => p.slice(3, -4));
  if (inner.some((text) => /<(?!br\s*\/?>)[^>]+>/i.test(text))) return html;
  return inner
    .map((text) =>
      text.replace(/<br\s*\/?>/gi, '\n').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e),
    )
    .join('\n\n');
}
