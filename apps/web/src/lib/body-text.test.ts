import { describe, expect, it } from 'vitest';
import { bodyToHtml, htmlToPlainText, looksLikeHtml } from './body-text.ts';

describe('announcement body text', () => {
  it('keeps HTML as typed', () => {
    expect(bodyToHtml('<p>Hello <b>all</b></p>')).toBe('<p>Hello <b>all</b></p>');
  });

  it('turns plain text into paragraphs and line breaks, escaping markup characters', () => {
    expect(bodyToHtml('Line one\nline two\n\nSecond & last')).toBe(
      '<p>Line one<br>line two</p><p>Second &amp; last</p>',
    );
    expect(bodyToHtml('a < b')).toBe('<p>a &lt; b</p>');
  });

  it('detects HTML', () => {
    expect(looksLikeHtml('x < y and y > z')).toBe(false);
    expect(looksLikeHtml('<ul><li>one</li></ul>')).toBe(true);
  });

  it('extracts text without a DOM', () => {
    expect(htmlToPlainText('<p>Hello</p><p>world</p>')).toBe('Hello world');
  });
});
