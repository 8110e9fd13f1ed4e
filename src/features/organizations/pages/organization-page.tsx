// /organizations/:id (public): who the organization is (its logo and name), what it does, how to
// reach it and its vacancies (those the public vacancy list shows; drawn by `renderVacancies`
// when the app composes the page with the vacancies feature's cards, else as a plain list).
// Administrators also see its status and what they may do with it.
import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ClockRegular,
  GlobeRegular,
  HomeRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
  PhoneRegular,
} from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';
import { useOrganization, type OrganizationDetail } from '../api/get-organization';
import { OrganizationAdminActions } from '../components/organization-admin-actions';
import { OrganizationStatusBadge } from '../components/organization-badges';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { canEdit, canModerate } from '../permissions';
import type { Organization } from '../types';
import { useActor } from '../use-actor';
import { PageSpinner } from '../../../components/page-spinner';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 1024px)': { gridTemplateColumns: '3fr 2fr' },
  },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  description: { whiteSpace: 'pre-line', margin: 0 },
  contact: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
    margin: 0,
  },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, marginTop: '2px' },
  value: { margin: 0, overflowWrap: 'anywhere' },
  logo: { maxWidth: '160px', maxHeight: '80px', objectFit: 'contain' },
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, minWidth: 0 },
  // The uploaded logo (square, padded by the files module) on a white tile.
  logoTile: {
    flexShrink: 0,
    width: '96px',
    height: '96px',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
    '@media (min-width: 1024px)': { width: '128px', height: '128px' },
  },
  vacancyList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  vacancy: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  vacancyTitle: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export type OrganizationVacancy = NonNullable<OrganizationDetail['vacancies']>[number];

/** The organization's vacancies: title (the link), place or 'remote', and hours a week. */
function OrganizationVacancies({
  vacancies,
  renderVacancies,
}: {
  vacancies: OrganizationVacancy[];
  renderVacancies?: (vacancies: OrganizationVacancy[]) => ReactNode;
}) {
  const intl = useIntl();
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  return (
    <section className={page.card} aria-labelledby="organization-vacancies">
      <h2 id="organization-vacancies" className={page.h2}>
        {t('organizations.vacancies')}
      </h2>
      {vacancies.length === 0 ? (
        <Body1>{t('organizations.noVacancies')}</Body1>
      ) : renderVacancies ? (
        <div data-testid="organization-vacancies">{renderVacancies(vacancies)}</div>
      ) : (
        <ul className={styles.vacancyList} data-testid="organization-vacancies">
          {vacancies.map((v) => (
            <li key={v.id} className={styles.vacancy}>
              <AppLink href={`/vacancies/${v.id}`} className={styles.vacancyTitle}>
                {pickLocalized(v.titleNl, v.titleEn, intl.locale) || t('vacancies.untitled')}
              </AppLink>
              <span className={styles.facts}>
                <span className={styles.fact}>
                  {v.remote && !v.city ? (
                    <HomeRegular aria-hidden />
                  ) : (
                    <LocationRegular aria-hidden />
                  )}
                  {v.city
                    ? v.remote
                      ? t('vacancies.cityOrRemote', { city: v.city })
                      : v.city
                    : t(v.remote ? 'vacancies.remote' : 'vacancies.noPlace')}
                </span>
                {v.hoursPerWeek !== null && v.hoursPerWeek !== undefined ? (
                  <span className={styles.fact}>
                    <ClockRegular aria-hidden />
                    {t('vacancies.hoursPerWeek', { hours: v.hoursPerWeek })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A link for a website typed without a scheme, never for other schemes. */
function toHref(website: string): string | null {
  const url = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function formatAddress(o: Organization): string | null {
  const a = o.address;
  if (!a) return null;
  const line1 = [a.street, a.number].filter(Boolean).join(' ');
  const line2 = [a.postcode, a.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ') || null;
}

export default function OrganizationPage({
  params,
  renderVacancies,
}: {
  params: { id?: string };
  renderVacancies?: (vacancies: OrganizationVacancy[]) => ReactNode;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const look = useStorefrontLook();
  const id = params.id ?? '';
  const organization = useOrganization(id);
  const actor = useActor();
  const t = useT();

  if (!organization.data) {
    return (
      <PageFrame title={t('route.organization')}>
        <PageSpinner label={t('app.loading')} />
      </PageFrame>
    );
  }
  const o = organization.data;
  const admin = canModerate(actor, o) || canEdit(actor, o);
  const website = o.website ? toHref(o.website) : null;
  const address = formatAddress(o);
  const profile = o.profile;
  const contactName = profile?.contactName;
  const email = profile?.contactEmail || o.email;
  const phone = profile?.contactPhone || o.phone;
  const contact: [ReactNode, string, ReactNode][] = [];
  if (contactName)
    contact.push([<PersonRegular key="i" />, t('organizations.field.contactName'), contactName]);
  if (email)
    contact.push([
      <MailRegular key="i" />,
      t('organizations.field.email'),
      <a href={`mailto:${email}`}>{email}</a>,
    ]);
  if (phone)
    contact.push([
      <PhoneRegular key="i" />,
      t('organizations.field.phone'),
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>,
    ]);
  if (website)
    contact.push([
      <GlobeRegular key="i" />,
      t('organizations.field.website'),
      <a href={website} target="_blank" rel="noopener noreferrer">
        {o.website}
      </a>,
    ]);
  if (address)
    contact.push([<LocationRegular key="i" />, t('organizations.field.address'), address]);

  return (
    <PageFrame
      title={o.name}
      back={admin ? { href: '/organizations', label: t('organizations.backToList') } : undefined}
    >
      <div className={styles.identity}>
        {o.logo ? (
          <span
            className={styles.logoTile}
            style={{ borderRadius: look.cardRadius }}
            data-testid="organization-logo"
          >
            <ResponsiveImage
              image={o.logo}
              sizes="(min-width: 1024px) 128px, 96px"
              alt=""
              priority
              fill
            />
          </span>
        ) : null}
        <div className={styles.meta}>
          <Badge appearance="outline" shape="rounded">
            {t(`organizations.type.${o.organizationType}`)}
          </Badge>
          {admin ? <OrganizationStatusBadge status={o.status} /> : null}
        </div>
      </div>
      {admin ? <OrganizationAdminActions organization={o} actor={actor} /> : null}
      {admin && o.status === 'pending' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('organizations.pendingNote')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.grid}>
        <section className={page.card} aria-labelledby="organization-about">
          <h2 id="organization-about" className={page.h2}>
            {t('organizations.about')}
          </h2>
          {profile?.logoUrl && !o.logo ? (
            <img src={profile.logoUrl} alt="" className={styles.logo} />
          ) : null}
          <Body1 as="p" className={styles.description}>
            {profile?.about || o.description || t('organizations.noDescription')}
          </Body1>
        </section>
        <section className={page.card} aria-labelledby="organization-contact">
          <h2 id="organization-contact" className={page.h2}>
            {t('organizations.contact')}
          </h2>
          {contact.length === 0 ? (
            <Body1>{t('organizations.noContact')}</Body1>
          ) : (
            <dl className={styles.contact}>
              {contact.map(([icon, term, value]) => (
                <Fragment key={term}>
                  <dt className={styles.icon} title={term}>
                    {icon}
                    <span className={page.srOnly}>{term}</span>
                  </dt>
                  <dd className={styles.value}>{value}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </section>
      </div>
      <OrganizationVacancies vacancies={o.vacancies ?? []} renderVacancies={renderVacancies} />
    </PageFrame>
  );
}
