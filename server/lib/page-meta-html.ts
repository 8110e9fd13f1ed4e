// Turns a page's description into the tags a link preview (WhatsApp, Facebook, LinkedIn, X) and
// a search engine read from index.html: the title, description, canonical URL, Open Graph and
// Twitter card tags and, for a vacancy, schema.org JSON-LD. Pure string work, tested alone.
import type { Locale } from '../../common/constants';

export interface PageImage {
  /** absolute */
  url: string;
  width?: number;
  height?: number;
  alt?: string | null;
}

export interface PageMeta {
  title: string;
  description: string | null;
  /** absolute */
  canonicalUrl: string;
  siteName: string;
  locale: Locale;
  type: 'website' | 'article';
  image: PageImage | null;
  /** schema.org data (a JobPosting for a vacancy) */
  jsonLd?: Record<string, unknown>;
  /** A page that should not be indexed (a draft preview, an error). */
  noindex?: boolean;
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text of stored rich text (tags dropped, entities of the sanitizer undone), shortened. */
export function toPlainText(html: string | null | undefined, max = 200): string | null {
  if (!html) return null;
  const text = html
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** JSON that can sit inside a <script> element: nothing in it can end the element. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function buildMetaTags(meta: PageMeta): string {
  const tags: string[] = [];
  const name = (key: string, value: string) =>
    tags.push(`<meta name="${key}" content="${escapeAttribute(value)}">`);
  const property = (key: string, value: string) =>
    tags.push(`<meta property="${key}" content="${escapeAttribute(value)}">`);
  if (meta.description) name('description', meta.description);
  if (meta.noindex) name('robots', 'noindex');
  tags.push(`<link rel="canonical" href="${escapeAttribute(meta.canonicalUrl)}">`);
  property('og:type', meta.type);
  property('og:site_name', meta.siteName);
  property('og:title', meta.title);
  if (meta.description) property('og:description', meta.description);
  property('og:url', meta.canonicalUrl);
  property('og:locale', meta.locale === 'nl' ? 'nl_NL' : 'en_GB');
  if (meta.image) {
    property('og:image', meta.image.url);
    if (meta.image.width) property('og:image:width', String(meta.image.width));
    if (meta.image.height) property('og:image:height', String(meta.image.height));
    if (meta.image.alt) property('og:image:alt', meta.image.alt);
  }
  name('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  name('twitter:title', meta.title);
  if (meta.description) name('twitter:description', meta.description);
  if (meta.image) name('twitter:image', meta.image.url);
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${toScriptJson(meta.jsonLd)}</script>`);
  }
  return tags.join('');
}

/** index.html with the page's title and tags (the built title is replaced, the rest added). */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const title = `<title>${escapeAttribute(meta.title)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, title)
    : html.replace('</head>', `${title}</head>`);
  // The built index.html may carry a generic description: the page's own replaces it.
  const withoutDescription = withTitle.replace(/<meta\s+name="description"[^>]*>/, '');
  return withoutDescription.replace('</head>', `${buildMetaTags(meta)}</head>`);
}
