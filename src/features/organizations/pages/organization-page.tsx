// /organizations/:id and /sociale-kaart/:id (public): who the organization is (its logo and
// name), what it does, how to reach it, its services on the social map with their opening hours,
// where it is (a small map), its vacancies (those the public vacancy list shows) and upcoming
// activities. Other features draw their parts through the render props when the app composes the
// page (src/app/pages/organization-page.tsx). Administrators also see its status and what they
// may do with it.
import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  GlobeRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
  PhoneRegular,
} from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';
import { useOrganization, type OrganizationDetail } from '../api/get-organization';
import {
  OrganizationVacancies,
  type OrganizationVacancy,
} from '../components/organization-vacancies';
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
});

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

export type { OrganizationVacancy };

export interface OrganizationPageSlots {
  renderVacancies?: (vacancies: OrganizationVacancy[]) => ReactNode;
  /** The services (social map), below what it does; `canEdit`: the reader manages them. */
  renderServices?: (organization: OrganizationDetail, canEdit: boolean) => ReactNode;
  /** Its upcoming activities (the calendar), after its vacancies. */
  renderActivities?: (organization: OrganizationDetail) => ReactNode;
  /** Where it is (a small map), beside the contact details. */
  renderLocation?: (organization: OrganizationDetail) => ReactNode;
  /** The back link for a visitor (the social map's page leads back to the map). */
  back?: { href: string; label: string };
}

export default function OrganizationPage({
  params,
  renderVacancies,
  renderServices,
  renderLocation,
  renderActivities,
  back,
}: { params: { id?: string } } & OrganizationPageSlots) {
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
      back={admin ? { href: '/organizations', label: t('organizations.backToList') } : back}
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
          {renderLocation?.(o)}
        </section>
      </div>
      {renderServices?.(o, canEdit(actor, o))}
      <OrganizationVacancies vacancies={o.vacancies ?? []} renderVacancies={renderVacancies} />
      {renderActivities?.(o)}
    </PageFrame>
  );
}
