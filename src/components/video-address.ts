// The video addresses the rich-text editor inserts as a link: a YouTube or Vimeo page. The
// server marks links to those sites `video-link` and the page shows them as a card
// (server/lib/sanitize-html.ts, src/components/content-html.tsx); an address to anything else
// would stay a plain link, so the editor refuses it instead of silently making no card.

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The address as the video's own page, or null when it is no YouTube or Vimeo video. */
export function normalizeVideoAddress(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return YOUTUBE_ID.test(id) ? `https://youtu.be/${id}` : null;
  }
  if (host === 'youtube.com' || host === 'www.youtube.com' || host === 'm.youtube.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/watch?v=${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const id = /^\/(\d{1,12})\/?$/.exec(url.pathname)?.[1];
    return id ? `https://vimeo.com/${id}` : null;
  }
  return null;
}
