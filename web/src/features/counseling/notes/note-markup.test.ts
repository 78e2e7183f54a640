// The note editor's plain-text markup becomes the few HTML elements the server keeps, and typed HTML stays text.
import { describe, expect, it } from '@jest/globals';
import { markupToHtml } from './note-markup';

describe('markupToHtml', () => {
  it('makes paragraphs of blank-line separated blocks and line breaks within them', () => {
    expect(markupToHtml('Met with Ana.\nShe is on track.\n\nFollow up in May.')).toBe('<p>Met with Ana.<br>She is on track.</p><p>Follow up in May.</p>');
  });

  it('makes bulleted and numbered lists', () => {
    expect(markupToHtml('- essays\n* transcript')).toBe('<ul><li>essays</li><li>transcript</li></ul>');
    expect(markupToHtml('1. FAFSA\n2) CSS Profile')).toBe('<ol><li>FAFSA</li><li>CSS Profile</li></ol>');
  });

  it('keeps a block with one plain line a paragraph', () => {
    expect(markupToHtml('- essays\nand more')).toBe('<p>- essays<br>and more</p>');
  });

  it('makes http(s) and mailto links, and nothing else', () => {
    expect(markupToHtml('See [FAFSA](https://studentaid.gov/h?a=1&b=2).')).toBe('<p>See <a href="https://studentaid.gov/h?a=1&amp;b=2">FAFSA</a>.</p>');
    expect(markupToHtml('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });

  it('escapes whatever HTML the counselor types', () => {
    expect(markupToHtml('<script>alert("hi")</script> & more')).toBe('<p>&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more</p>');
  });

  it('ignores Windows line ends and empty blocks', () => {
    expect(markupToHtml('one\r\n\r\n\r\n  \r\ntwo')).toBe('<p>one</p><p>two</p>');
    expect(markupToHtml('   ')).toBe('');
  });
});
