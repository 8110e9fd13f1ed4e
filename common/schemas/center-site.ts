// The center as an organisation and its footer (/instellingen/organisatie, /instellingen/footer):
// the attributes PATCH /api/v1/volunteer_centers/current/profile takes besides the design. Kept
// apart from the design's rules so each settings page's fields are read in one place.
import { array, mixed, object, string } from 'yup';
import { SOCIAL_NETWORKS, type FooterColumn, type FooterLink, type SocialLink } from './content';

export const MAX_FOOTER_COLUMNS = 4;
export const MAX_FOOTER_LINKS = 8;
export const MAX_LINK_LABEL_LENGTH = 60;
export const MAX_HREF_LENGTH = 500;
/** Dutch postcode: four digits, then two letters (a space between is usual). */
export const POSTCODE_PATTERN = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;
/** Chamber of Commerce (KvK) number: eight digits. */
export const KVK_PATTERN = /^[0-9]{8}$/;

/** Plain text, trimmed; empty becomes null. */
function text(name: string, max: number) {
  return string()
    .strict(false)
    .typeError(`${name} must be text`)
    .trim()
    .max(max, `${name} may have at most ${max} characters`)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v));
}

/** A link in the footer: a path of this site ('/vacancies/search') or an https address. */
export function isFooterHref(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_HREF_LENGTH) return false;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isLabel(value: unknown) {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim().length <= MAX_LINK_LABEL_LENGTH)
  );
}

function cleanLabel(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Checks the whole list and names the first bad member by its path (`footer_columns[1].links[0]
 * .href`), so the settings page can put the message beside that field.
 */
const footerColumnsSchema = mixed<FooterColumn[]>()
  .nullable()
  .test('footer-columns', function check(value) {
    if (value === undefined || value === null) return true;
    if (!Array.isArray(value)) {
      return this.createError({ message: 'footer_columns must be a list of columns' });
    }
    if (value.length > MAX_FOOTER_COLUMNS) {
      return this.createError({
        message: `the footer may have at most ${MAX_FOOTER_COLUMNS} columns`,
      });
    }
    for (const [i, column] of (value as unknown[]).entries()) {
      const at = `${this.path}[${i}]`;
      if (typeof column !== 'object' || column === null) {
        return this.createError({ path: at, message: 'a column must be an object' });
      }
      const c = column as Record<string, unknown>;
      for (const key of ['titleNl', 'titleEn'] as const) {
        if (!isLabel(c[key])) {
          return this.createError({
            path: `${at}.${key}`,
            message: `a column title may have at most ${MAX_LINK_LABEL_LENGTH} characters`,
          });
        }
      }
      if (!cleanLabel(c.titleNl) && !cleanLabel(c.titleEn)) {
        return this.createError({
          path: `${at}.titleNl`,
          message: { id: 'centerSite.error.columnTitle' },
        });
      }
      const links = c.links ?? [];
      if (!Array.isArray(links) || links.length > MAX_FOOTER_LINKS) {
        return this.createError({
          path: `${at}.links`,
          message: `a column holds a list of at most ${MAX_FOOTER_LINKS} links`,
        });
      }
      for (const [j, link] of (links as unknown[]).entries()) {
        const l = (typeof link === 'object' && link !== null ? link : {}) as Record<
          string,
          unknown
        >;
        const linkAt = `${at}.links[${j}]`;
        if (!isLabel(l.labelNl) || !isLabel(l.labelEn)) {
          return this.createError({
            path: `${linkAt}.labelNl`,
            message: `a link's text may have at most ${MAX_LINK_LABEL_LENGTH} characters`,
          });
        }
        if (!cleanLabel(l.labelNl) && !cleanLabel(l.labelEn)) {
          return this.createError({
            path: `${linkAt}.labelNl`,
            message: { id: 'centerSite.error.linkLabel' },
          });
        }
        if (!isFooterHref(l.href)) {
          return this.createError({
            path: `${linkAt}.href`,
            message: { id: 'centerSite.error.href' },
          });
        }
      }
    }
    return true;
  })
  .transform((value: unknown) =>
    Array.isArray(value)
      ? value.map((c: Record<string, unknown>) => ({
          titleNl: cleanLabel(c?.titleNl),
          titleEn: cleanLabel(c?.titleEn),
          links: ((c?.links as Record<string, unknown>[] | undefined) ?? []).map(
            (l): FooterLink => ({
              labelNl: cleanLabel(l?.labelNl),
              labelEn: cleanLabel(l?.labelEn),
              href: String(l?.href ?? ''),
            }),
          ),
        }))
      : value,
  );

const socialLinksSchema = array(
  object({
    network: string()
      .required('choose a network')
      .oneOf(SOCIAL_NETWORKS, `network must be one of ${SOCIAL_NETWORKS.join(', ')}`),
    url: string()
      .required('give the address of the page')
      .trim()
      .max(MAX_HREF_LENGTH)
      .test('https', { id: 'centerSite.error.https' }, (v) => {
        try {
          return new URL(v ?? '').protocol === 'https:';
        } catch {
          return false;
        }
      }),
  }).noUnknown(),
)
  .nullable()
  .max(SOCIAL_NETWORKS.length, `at most ${SOCIAL_NETWORKS.length} social links`)
  .test('one-per-network', { id: 'centerSite.error.networkTwice' }, (list) => {
    const seen = (list ?? []).map((l) => l.network);
    return new Set(seen).size === seen.length;
  })
  .typeError('social_links must be a list of { network, url }');

/** The fields the organisation and footer pages write, merged into the profile's schema. */
export const centerSiteFields = {
  street: text('street', 120),
  houseNumber: text('house_number', 20),
  postcode: text('postcode', 7)
    .transform((v: string | null) =>
      typeof v === 'string' && POSTCODE_PATTERN.test(v)
        ? `${v.slice(0, 4)} ${v.slice(-2).toUpperCase()}`
        : v,
    )
    .matches(POSTCODE_PATTERN, {
      message: 'postcode must be a Dutch postcode, such as 8091 AB',
      excludeEmptyString: true,
    }),
  city: text('city', 80),
  phone: text('phone', 30).matches(/^[0-9+\-() ]{6,30}$/, {
    message: { id: 'centerSite.error.phone' },
    excludeEmptyString: true,
  }),
  email: text('email', 254).email('email must be an e-mail address'),
  website: text('website', MAX_HREF_LENGTH).test('https', { id: 'centerSite.error.https' }, (v) => {
    if (v === null || v === undefined) return true;
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }),
  kvkNumber: text('kvk_number', 8).matches(KVK_PATTERN, {
    message: { id: 'centerSite.error.kvk' },
    excludeEmptyString: true,
  }),
  footerColumns: footerColumnsSchema,
  socialLinks: socialLinksSchema,
};

export const CENTER_SITE_WRITABLE = [
  'street',
  'houseNumber',
  'postcode',
  'city',
  'phone',
  'email',
  'website',
  'kvkNumber',
  'footerColumns',
  'socialLinks',
] as const;

/** What the profile carries on the wire for the footer, the contact page and the vacancy pages. */
export interface CenterSiteAttributes {
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  kvkNumber: string | null;
  footerColumns: FooterColumn[];
  socialLinks: SocialLink[];
}
