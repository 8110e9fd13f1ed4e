// Who edits the center's pages and menus (center_admin of this center, admin: the server checks
// it again), and a page's title and text in the reader's language.
import { pickLocalized } from '../../../common/matching';
import { useAppContext } from '../../lib/app-context';
import { useSessionValue } from '../../lib/session/session';

export function useCanEditPages(): boolean {
  const { api } = useAppContext();
  const roles = useSessionValue((s) => s.roles);
  const centerId = api.context().centerId;
  return roles.some(
    (r) =>
      r.name === 'admin' || (r.name === 'center_admin' && (!r.centerId || r.centerId === centerId)),
  );
}

export function localizedTitle(
  page: { titleNl: string | null; titleEn: string | null },
  locale: string,
): string {
  return pickLocalized(page.titleNl, page.titleEn, locale);
}

export function localizedBody(
  page: { bodyNl: string | null; bodyEn: string | null },
  locale: string,
): { html: string | null; lang: 'nl' | 'en' } {
  if (locale === 'en')
    return page.bodyEn ? { html: page.bodyEn, lang: 'en' } : { html: page.bodyNl, lang: 'nl' };
  return page.bodyNl ? { html: page.bodyNl, lang: 'nl' } : { html: page.bodyEn, lang: 'en' };
}
