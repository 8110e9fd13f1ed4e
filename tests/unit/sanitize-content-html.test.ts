// The content profile of the sanitizer (pages, news) beside the vacancy profile it leaves alone.
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml, sanitizeRichText } from '../../server/lib/sanitize-html';

describe('sanitizeContentHtml', () => {
  it('drops scripts, event handlers, javascript: links and SVG', () => {
    expect(sanitizeContentHtml('<p>Hoi<script>alert(1)</script></p>')).toBe('<p>Hoi</p>');
    expect(sanitizeContentHtml('<p onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(
      sanitizeContentHtml('<svg onload="alert(1)"><script>alert(1)</script></svg><p>ok</p>'),
    ).toBe('<p>ok</p>');
  });

  it('keeps images of the app and https with their alt and size, nothing else', () => {
    expect(
      sanitizeContentHtml(
        '<img src="/uploads/a.png" alt="Zaal" width="640" height="x" onerror="x()">',
      ),
    ).toBe('<img src="/uploads/a.png" alt="Zaal" width="640" />');
    expect(sanitizeContentHtml('<img src="/api/v1/files/9b1c" alt="">')).toBe(
      '<img src="/api/v1/files/9b1c" alt="" />',
    );
    for (const src of [
      'data:image/png;base64,AA',
      'http://x.nl/a.png',
      '//x.nl/a.png',
      '/uploads/../a',
    ])
      expect(sanitizeContentHtml(`<img src="${src}">`)).toBeNull();
  });

  it('keeps tables, figures and h4', () => {
    const html =
      '<h4>Tijden</h4><figure><img src="https://x.nl/a.jpg" alt="a" /><figcaption>Onze zaal</figcaption></figure><table><tbody><tr><th scope="row">Ma</th><td colspan="2">9-17</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('marks links to video sites and turns an embed into such a link; no iframes', () => {
    expect(sanitizeContentHtml('<p><a href="https://youtu.be/abc">Film</a></p>')).toBe(
      '<p><a href="https://youtu.be/abc" class="video-link">Film</a></p>',
    );
    expect(sanitizeContentHtml('<a href="https://evil.nl" class="video-link">x</a>')).toBe(
      '<a href="https://evil.nl">x</a>',
    );
    expect(
      sanitizeContentHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'),
    ).toBe(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="video-link">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a>',
    );
    expect(sanitizeContentHtml('<iframe src="https://evil.nl/"></iframe><p>a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it('answers null for nothing to show', () => {
    expect(sanitizeContentHtml('<p></p>')).toBeNull();
    expect(sanitizeContentHtml(null)).toBeNull();
  });
});

describe('sanitizeRichText (vacancies) keeps its narrower set', () => {
  it('still drops images and tables', () => {
    expect(
      sanitizeRichText('<img src="https://x.nl/a.png"><table><tr><td>a</td></tr></table>'),
    ).toBe('a');
  });
});
