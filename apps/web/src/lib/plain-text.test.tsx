import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText (the text of a tile description)', () => {
  it('keeps words apart at block ends and line breaks and drops the tags', () => {
    expect(
      plainText('<p>Company <strong>Secretary</strong></p><ul><li>ROC filings</li><li>Board</li></ul>'),
    ).toBe('Company Secretary ROC filings Board');
    expect(plainText('Line one<br>Line two<br/>three')).toBe('Line one Line two three');
  });

  it('decodes character references, named and numeric', () => {
    expect(
      plainText('<p>R&amp;D &lt;team&gt; &quot;Mumbai&quot; &#8377;5 &#x20B9;6 it&rsquo;s&nbsp;ok</p>'),
    ).toBe('R&D <team> "Mumbai" ₹5 ₹6 it’s ok');
    expect(plainText('an &unknownentity; stays')).toBe('an &unknownentity; stays');
  });

  it('reads a quoted attribute holding ">" as part of the tag', () => {
    expect(plainText('<a href="https://x.in/?a>b" target="_blank">Apply</a> here')).toBe('Apply here');
  });

  it('collapses white space and trims', () => {
    expect(plainText('  <p>\n  Hindi   हिंदी \t</p>  ')).toBe('Hindi हिंदी');
    expect(plainText('')).toBe('');
  });
});
