import sanitizeHtml from 'sanitize-html';

/** Only these link targets survive; relative, protocol-relative and other schemes lose their href. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Disallowed tags whose content is dropped with them (the rest keep their text).
 * Replaces the library's list, so its defaults are repeated here.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'iframe',
  'noembed',
  'noframes',
  'template',
  'title',
  'object',
];

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  // What the rich text editor produces: basic formatting, headings, lists, quotes, code, links.
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
  ],
  // No style, class or event attributes anywhere.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    a: (_tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const next: sanitizeHtml.Attributes = { rel: 'noopener noreferrer nofollow', target: '_blank' };
      if (SAFE_HREF.test(href)) next.href = href;
      if (attribs.title) next.title = attribs.title;
      return { tagName: 'a', attribs: next };
    },
  },
};

/**
 * Cleans rich text HTML from an editor before it is stored: basic formatting, lists and
 * http/https/mailto links (opened in a new tab, without opener, referrer or endorsement) stay;
 * scripts, event handlers, styles, iframes and any other markup go.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

const TEXT_ONLY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROP_WITH_CONTENT,
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The visible text of an HTML fragment, whitespace runs collapsed: what length limits and
 * "required" checks of rich text fields count.
 */
export function plainTextOfHtml(html: string): string {
  // sanitize-html decodes entities while parsing and re-escapes only these four on output.
  return sanitizeHtml(html, TEXT_ONLY_OPTIONS)
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
