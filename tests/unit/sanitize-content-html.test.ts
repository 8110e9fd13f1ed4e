// The content profile of the sanitizer (pages, news) beside the vacancy profile it leaves alone.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml, sanitizeRichText } from '../../server/lib/sanitize-html';
import { ContentImage } from '../../src/components/rich-text-image';
import { ContentTable } from '../../src/components/rich-text-table';

/** What the editor's content profile writes after `edit` (the real Tiptap nodes, in jsdom). */
function writeWithEditor(edit: (editor: Editor) => void): string {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), ContentImage, ContentTable],
    content: '<p>Tijden</p>',
  });
  edit(editor);
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

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

  it("keeps the editor's table as a plain table: no colgroup, no style widths", () => {
    const html = writeWithEditor((e) => {
      e.chain().focus('end').insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
      e.chain().insertContent('Dag').run();
      e.chain().addColumnAfter().addRowAfter().run();
    });
    // What Tiptap writes and the server does not keep.
    expect(html).toMatch(/<colgroup>/);
    expect(html).toMatch(/style="/);
    const kept = sanitizeContentHtml(html)!;
    expect(kept).not.toMatch(/colgroup|<col\b|style=/);
    expect(kept).toMatch(/^<p>Tijden<\/p><table><tbody><tr><th scope="col"><p>Dag<\/p><\/th>/);
    expect(kept.match(/<tr>/g)).toHaveLength(4);
    expect(kept.match(/<th /g)).toHaveLength(4);
    expect(kept.match(/<td>/g)).toHaveLength(12);
    // What the server keeps reads back into the editor as the same table.
    const again = writeWithEditor((e) => e.commands.setContent(kept));
    expect(sanitizeContentHtml(again)).toBe(kept);
  });

  it("keeps the editor's video paragraph as a marked link, and brand images", () => {
    const href = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const html = writeWithEditor((e) =>
      e
        .chain()
        .focus('end')
        .insertContent({
          type: 'paragraph',
          content: [{ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }],
        })
        .insertContentImage({ src: '/brand/volunteerly/logo.svg', alt: 'Logo' })
        .run(),
    );
    const kept = sanitizeContentHtml(html)!;
    expect(kept).toContain(`<p><a href="${href}" class="video-link">${href}</a></p>`);
    expect(kept).toContain('<img src="/brand/volunteerly/logo.svg" alt="Logo" />');
    expect(sanitizeContentHtml('<img src="/brand/../uploads/a.svg" alt="">')).toBeNull();
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
