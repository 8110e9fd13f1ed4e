// The one cleaner for rich text that users write (vacancy descriptions from the Tiptap editor):
// only the tags the editor produces survive (docs/matching-api.md), links only to http(s) and
// mailto, no attributes but href. What is stored is what is shown.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'blockquote',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  transformTags: { b: 'strong', i: 'em' },
};

/** The HTML with everything outside the allowed set removed; null for empty text. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // An editor left empty sends <p></p>: that is no description.
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? null : clean;
}

// The content profile (content pages and news): what the vacancy profile keeps, and h4, images,
// figures, tables and horizontal rules. Images only from this app's uploads, files and brand
// images or over https; tables without the <colgroup> and style widths the editor writes (the
// page styles them itself); embedded video becomes a plain link marked `video-link`, which the
// client renders as a card (src/components/content-html.tsx): no iframes, so no third party runs
// in our pages.
export const VIDEO_LINK_CLASS = 'video-link';

const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'player.vimeo.com',
];

/** Whether an https address is one of the video sites a link card is made for. */
export function isVideoUrl(href: string | undefined): boolean {
  if (!href) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** An embed's address as the video's page (youtube.com/embed/ID -> youtube.com/watch?v=ID). */
function toVideoPage(src: string): string {
  const embed = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})/.exec(src);
  if (embed) return `https://www.youtube.com/watch?v=${embed[1]}`;
  const vimeo = /^https:\/\/player\.vimeo\.com\/video\/(\d+)/.exec(src);
  if (vimeo) return `https://vimeo.com/${vimeo[1]}`;
  return src;
}

/**
 * This app's stored files and shipped brand images (public/brand/), or any https image; nothing
 * else (no data:, no http, no //host).
 */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (/^\/(uploads|api\/v1\/files|brand)\/[\w\-./%]+$/.test(src)) return !src.includes('..');
  try {
    return new URL(src).protocol === 'https:' && !src.startsWith('//');
  } catch {
    return false;
  }
}

const DIMENSION = /^\d{1,5}$/;

const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    'h4',
    'hr',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'class'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { a: [VIDEO_LINK_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'object'],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    // A pasted embed keeps its video as a link; any other frame goes.
    iframe: (_tag, attribs): sanitizeHtml.Tag => {
      const src = attribs.src ?? '';
      return isVideoUrl(src)
        ? {
            tagName: 'a',
            attribs: { href: toVideoPage(src), class: VIDEO_LINK_CLASS },
            text: toVideoPage(src),
          }
        : { tagName: 'iframe', attribs: {} };
    },
    // The marker is the server's to set: on links to a video site, and on no other.
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const { class: _class, ...rest } = attribs;
      return {
        tagName: 'a',
        attribs: isVideoUrl(rest.href) ? { ...rest, class: VIDEO_LINK_CLASS } : rest,
      };
    },
    img: (_tag, attribs): sanitizeHtml.Tag => {
      const kept: Record<string, string> = {};
      if (isAllowedImageSrc(attribs.src)) kept.src = attribs.src!;
      kept.alt = (attribs.alt ?? '').slice(0, 500);
      for (const key of ['width', 'height'] as const) {
        if (attribs[key] && DIMENSION.test(attribs[key])) kept[key] = attribs[key];
      }
      return { tagName: 'img', attribs: kept };
    },
  },
  // An image whose address was refused goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

/**
 * The content profile's HTML (pages, news): null when nothing is left to show (no text, no
 * image, no table).
 */
export function sanitizeContentHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, CONTENT_OPTIONS).trim();
  if (/<(img|table|hr)\b/.test(clean)) return clean;
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? null : clean;
}
