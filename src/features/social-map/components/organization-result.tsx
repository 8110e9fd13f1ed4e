// One organization in the social map's list: a picture of what it does (its first service's
// category), its name (the link to its page), type, place and distance, 'open now', and its
// (matching) services by name. "Op de kaart" shows it on the map beside the list.
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, MapRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { Illustration } from '../../../components/illustration';
import { usePageStyles } from '../../../components/page-frame';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import type { SocialMapOrganization } from '../types';
import { OrganizationOpenBadge } from './open-badge';

const MAX_SERVICES = 4;

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    '@media (min-width: 640px)': { gridTemplateColumns: '112px minmax(0, 1fr)' },
  },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  picture: {
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    alignSelf: 'start',
  },
  body: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  more: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  show: { justifySelf: 'start' },
});

export function OrganizationResult({
  organization: o,
  tags,
  selected,
  onShowOnMap,
}: {
  organization: SocialMapOrganization;
  tags: readonly Tag[];
  selected: boolean;
  onShowOnMap?: () => void;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const firstCategory = tags.find((tag) => tag.id === o.services[0]?.categoryId);
  const distance = o.meta?.distanceKm;
  const shown = o.services.slice(0, MAX_SERVICES);
  const headingId = `organization-${o.id}`;
  return (
    <article
      className={`${styles.card} ${selected ? styles.selected : ''}`}
      aria-labelledby={headingId}
      data-testid="social-map-result"
    >
      <div className={styles.picture}>
        <Illustration src={categoryIllustrationUrl(firstCategory?.illustration)} />
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.name} id={headingId}>
            <AppLink href={`/sociale-kaart/${o.id}`}>{o.name}</AppLink>
          </h3>
          <OrganizationOpenBadge services={o.services} />
        </div>
        <div className={styles.facts}>
          <span>{t(`organizations.type.${o.organizationType}`)}</span>
          {o.city ? (
            <span className={styles.fact}>
              <LocationRegular aria-hidden />
              {o.city}
            </span>
          ) : null}
          {distance !== undefined ? (
            <span data-testid="result-distance">
              {t('socialMap.distance', {
                km: intl.formatNumber(distance, { maximumFractionDigits: 1 }),
              })}
            </span>
          ) : null}
        </div>
        {shown.length > 0 ? (
          <ul className={page.chipList} aria-label={t('socialMap.servicesOf', { name: o.name })}>
            {shown.map((s) => (
              <li key={s.id}>
                <Badge appearance="tint" shape="rounded" color="brand">
                  {pickLocalized(s.nameNl, s.nameEn, intl.locale)}
                </Badge>
              </li>
            ))}
            {o.services.length > shown.length ? (
              <li className={styles.more}>
                {t('socialMap.moreServices', { count: o.services.length - shown.length })}
              </li>
            ) : null}
          </ul>
        ) : null}
        {onShowOnMap ? (
          <Button
            className={styles.show}
            size="small"
            appearance="subtle"
            icon={<MapRegular aria-hidden />}
            onClick={onShowOnMap}
          >
            {t('socialMap.showOnMap')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
