// The language of a request's texts for people (DESIGN.md section 7: an error's detail): the
// signed-in user's locale, else the locale cookie the app sets, else Accept-Language, else Dutch.
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../common/constants';

export type RequestLocale = 'nl' | 'en';

function isRequestLocale(value: unknown): value is RequestLocale {
  return value === 'nl' || value === 'en';
}

/** The first language of an Accept-Language header that we speak, by q-value. */
export function pickAcceptLanguage(header: string | undefined): RequestLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isRequestLocale) ?? null;
}

export function chooseRequestLocale(request: FastifyRequest): RequestLocale {
  const userLocale = request.currentUser?.locale;
  if (isRequestLocale(userLocale)) return userLocale;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isRequestLocale(cookie)) return cookie;
  const header = request.headers['accept-language'];
  return pickAcceptLanguage(typeof header === 'string' ? header : undefined) ?? 'nl';
}
