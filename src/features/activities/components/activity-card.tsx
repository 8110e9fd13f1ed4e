// One activity in the calendar's list: its picture (the cover, else its category's illustration),
// a date block, the title as the link, time, organization, place and the free places.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  ClockRegular,
  GlobeRegular,
  LocationRegular,
  PeopleRegular,
} from '@fluentui/react-icons';
import { AppLink } from '../../../components/app-link';
import { Illustration } from '../../../components/illustration';
import { ResponsiveImage } from '../../../components/responsive-image';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { dateBlock, formatTime, placeOf, titleOf } from '../format';
import type { Activity } from '../types';
import { PlacesBadge } from './places-badge';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    position: 'relative',
    '@media (min-width: 640px)': { gridTemplateColumns: '220px 1fr' },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  picture: {
    position: 'relative',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (min-width: 640px)': { aspectRatio: 'auto', minHeight: '150px' },
  },
  fill: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  date: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    minWidth: '52px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    lineHeight: 1.1,
  },
  day: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold },
  small: { fontSize: tokens.fontSizeBase200, textTransform: 'uppercase' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  // The title's link covers the whole card (one link per card for screen readers).
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
  },
  line: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export function ActivityCard({
  activity,
  tags,
  locale,
}: {
  activity: Activity;
  tags: Tag[];
  locale: string;
}) {
  const styles = useStyles();
  const t = useT();
  const date = dateBlock(activity.startsAt, locale);
  const illustration = tags.find(
    (tag) => activity.tagIds.includes(tag.id) && tag.illustration,
  )?.illustration;
  const place = placeOf(activity);
  const mine = activity.myRegistrations[0];
  return (
    <article className={styles.card} data-testid="activity-card">
      <div className={styles.picture}>
        {activity.cover ? (
          <ResponsiveImage image={activity.cover} sizes="(min-width: 640px) 220px, 100vw" fill />
        ) : (
          <Illustration src={categoryIllustrationUrl(illustration)} className={styles.fill} />
        )}
        <div className={styles.date} aria-hidden>
          <span className={styles.small}>{date.weekday}</span>
          <span className={styles.day}>{date.day}</span>
          <span className={styles.small}>{date.month}</span>
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <AppLink href={`/activiteitenkalender/${activity.id}`} className={styles.link}>
            {titleOf(activity, locale)}
          </AppLink>
        </h3>
        <p className={styles.line}>
          <ClockRegular aria-hidden />
          {t('activities.card.when', {
            day: `${date.weekday} ${date.day} ${date.month}`,
            from: formatTime(activity.startsAt, locale),
            to: formatTime(activity.endsAt, locale),
          })}
        </p>
        {activity.organizationName ? (
          <p className={styles.line}>
            <BuildingRegular aria-hidden />
            {activity.organizationName}
          </p>
        ) : null}
        <p className={styles.line}>
          {activity.online ? <GlobeRegular aria-hidden /> : <LocationRegular aria-hidden />}
          {activity.online ? t('activities.online') : (place ?? t('activities.placeUnknown'))}
          {activity.distanceKm !== null
            ? ` · ${t('activities.distance', { km: activity.distanceKm })}`
            : ''}
        </p>
        <div className={styles.badges}>
          <PlacesBadge activity={activity} />
          {activity.shifts.length > 0 ? (
            <Badge appearance="tint" color="informative" icon={<PeopleRegular />}>
              {t('activities.shiftCount', { count: activity.shifts.length })}
            </Badge>
          ) : null}
          {mine ? (
            <Badge appearance="filled" color="brand">
              {t(`activities.mine.${mine.status}`)}
            </Badge>
          ) : null}
        </div>
      </div>
    </article>
  );
}
