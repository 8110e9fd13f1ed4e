// The organization's next activities on its page (from the activity calendar): when, where and
// how many places are left, with the way to the calendar. Left out on tenants without the
// calendar and when nothing is planned.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarRegular, GlobeRegular, LocationRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { useAppContext } from '../../../lib/app-context';
import { useT } from '../../../lib/use-t';
import { useOrganizationActivities } from '../api/get-organization-activities';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function OrganizationActivities({ organizationId }: { organizationId: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const { tenant } = useAppContext();
  const enabled = tenant.tenantConfig.features.activities;
  const activities = useOrganizationActivities(organizationId, enabled);
  if (!enabled || !activities.data || activities.data.length === 0) return null;
  const when = (startsAt: string, endsAt: string) => {
    const start = new Date(startsAt);
    const day = intl.formatDate(start, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Amsterdam',
    });
    const time = (d: Date) =>
      intl.formatTime(d, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });
    return `${day}, ${time(start)} – ${time(new Date(endsAt))}`;
  };
  return (
    <section className={page.card} aria-labelledby="organization-activities">
      <h2 id="organization-activities" className={page.h2}>
        {t('socialMap.activities')}
      </h2>
      <ul className={styles.list} data-testid="organization-activities">
        {activities.data.map((a) => (
          <li key={a.id} className={styles.item}>
            <h3 className={styles.title}>{pickLocalized(a.titleNl, a.titleEn, intl.locale)}</h3>
            <span className={styles.facts}>
              <span className={styles.fact}>
                <CalendarRegular aria-hidden />
                {when(a.startsAt, a.endsAt)}
              </span>
              <span className={styles.fact}>
                {a.online ? <GlobeRegular aria-hidden /> : <LocationRegular aria-hidden />}
                {a.online ? t('socialMap.activityOnline') : a.locationName || a.city || ''}
              </span>
              {a.freePlaces !== null ? (
                <Badge
                  appearance="tint"
                  shape="rounded"
                  color={a.freePlaces > 0 ? 'brand' : 'subtle'}
                >
                  {t('socialMap.activityPlaces', { count: a.freePlaces })}
                </Badge>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <AppLink href="/activiteitenkalender">{t('socialMap.toCalendar')}</AppLink>
    </section>
  );
}
