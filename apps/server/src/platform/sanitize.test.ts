import { plainTextLength } from '@pp/contract/jobs';
import { describe, expect, it } from 'vitest';
import { plainTextOfHtml, sanitizeRichText } from './sanitize.ts';

/** What the rich-text editor of the web app (Tiptap starter kit + link) emits. */
const EDITOR_HTML =
  '<p>We are <strong>hiring</strong> an <em>assistant</em> for <u>secretarial</u> work, <s>not</s> audit.</p>' +
  '<ul><li><p>Board meetings</p></li><li><p>ROC filings</p></li></ul>' +
  '<ol start="3"><li><p>Third</p></li></ol>' +
  '<p>Line one<br>line two. See <a target="_blank" rel="noopener noreferrer nofollow" href="https://icsi.example/jobs">the site</a>' +
  ' or write to <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:hr@example.com">HR</a>.</p>';

describe('sanitizeRichText', () => {
  it('keeps everything the editor produces', () => {
    // The same markup, written the library's way (attribute order, <br />).
    const same = EDITOR_HTML.replace('<br>', '<br />').replaceAll(
      'target="_blank" rel="noopener noreferrer nofollow"',
      'rel="noopener noreferrer nofollow" target="_blank"',
    );
    expect(sanitizeRichText(EDITOR_HTML)).toBe(same);
    expect(sanitizeRichText(same)).toBe(same);
  });

  it('gives every link rel="noopener noreferrer nofollow" and a new tab, whatever was sent', () => {
    expect(sanitizeRichText('<a href="http://x.test" rel="opener" target="_self" class="c">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank" href="http://x.test">x</a>',
    );
  });

  it('keeps only http, https and mailto link targets', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.test/x',
      '/relative',
      'ftp://files.test',
    ]) {
      const clean = sanitizeRichText(`<a href="${href}">link</a>`);
      expect(clean, href).not.toContain('href=');
      expect(clean, href).toContain('>link</a>');
    }
    expect(sanitizeRichText('<a href=" https://ok.test ">ok</a>')).toContain('href="https://ok.test"');
  });

  it('drops scripts, event handlers, styles and frames with what they carry', () => {
    const dirty =
      '<p onclick="steal()">Hello<script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<style>p{}</style><iframe src="https://evil.test"></iframe><span style="color:red">world</span></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Helloworld</p>');
    expect(clean).not.toMatch(/script|onerror|onclick|style|iframe|img/i);
  });

  it('drops attributes the editor does not need', () => {
    expect(sanitizeRichText('<p class="x" id="y" data-a="1"><strong style="x">b</strong></p>')).toBe(
      '<p><strong>b</strong></p>',
    );
  });

  it('counts the visible text as the contract counts it', () => {
    const clean = sanitizeRichText(EDITOR_HTML);
    // The contract (client and server) counts markup-free text; the service then counts the
    // collapsed text of the sanitized HTML, which is never longer.
    expect(plainTextOfHtml(clean).length).toBeLessThanOrEqual(plainTextLength(clean));
    expect(plainTextLength('<p><strong>ab</strong> &amp; c</p>')).toBe(6);
    expect(plainTextOfHtml('<p><strong>ab</strong> &amp; c</p>')).toBe('ab & c');
  });
});
