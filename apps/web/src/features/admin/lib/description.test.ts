import { describe, expect, it } from 'vitest';
import { bodyToHtml } from '../../announcements/body-text.ts';
import { editableText } from './description.ts';

describe('editable description', () => {
  it('turns paragraphs and line breaks back into the text the admin typed', () => {
    const typed = 'First line\nsecond line & more\n\nA < B "quoted"';
    expect(editableText(bodyToHtml(typed))).toBe(typed);
  });

  it('keeps richer HTML as HTML', () => {
    const html = '<p>Apply <strong>now</strong></p><ul><li>One</li></ul>';
    expect(editableText(html)).toBe(html);
    expect(editableText('<p>See <a href="https://x.test">this</a></p>')).toContain('<a href');
  });
});
