// /activiteitenkalender/:id: one activity with its picture, when and where, the organizer, the
// description, shifts with their free places, registering (or the waitlist, or an offered place
// to accept), 'add to my calendar' and share. Readable offline once seen (persisted query).
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  ClockRegular,
  GlobeRegular,
  LocationRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { ErrorMessage } from '../../../components/error-message';
import { Illustration } from '../../../components/illustration';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { ResponsiveImage } from '../../../components/responsive-image';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import { useTags } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { useActivity } from '../api/get-activities';
import { PlacesBadge } from '../components/places-badge';
import { RegistrationPanel } from '../components/registration-panel';
import { ShareActions } from '../components/share-actions';
import { formatPeriod, formatTime, placeOf, titleOf } from '../format';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  picture: {
    position: 'relative',
    aspectRatio: '16 / 7',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  fill: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', margin: 0 },
  icon: { flexShrink: 0, marginTop: '2px', fontSize: '20px', color: tokens.colorBrandForeground1 },
  description: { overflowWrap: 'anywhere', '& p': { marginTop: 0 } },
  shifts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export default function ActivityPage({ params }: { params: { id?: string } }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { locale } = useIntl();
  const id = params.id ?? '';
  const activity = useActivity(id);
  const tags = useTags().data ?? [];
  const back = { href: '/activiteitenkalender', label: t('activities.back') };
  if (activity.isPending) return <PageSpinner label={t('activities.loading')} />;
  if (!activity.data) {
    return (
      <PageFrame title={t('activities.title')} back={back}>
        <ErrorMessage error={activity.error} />
      </PageFrame>
    );
  }
  const a = activity.data;
  const title = titleOf(a, locale);
  const description = pickLocalized(a.descriptionNl, a.descriptionEn, locale);
  const activityTags = tags.filter((tag) => a.tagIds.includes(tag.id));
  const illustration = activityTags.find((tag) => tag.illustration)?.illustration;
  const place = placeOf(a);
  return (
    <PageFrame title={title} back={back}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.picture}>
            {a.cover ? (
              <ResponsiveImage
                image={a.cover}
                sizes="(min-width: 1024px) 66vw, 100vw"
                priority
                fill
              />
            ) : (
              <Illustration src={categoryIllustrationUrl(illustration)} className={styles.fill} />
            )}
          </div>
          <section className={page.card} aria-labelledby="activity-facts">
            <h2 id="activity-facts" className={page.h2}>
              {t('activities.facts')}
            </h2>
            <div className={styles.badges}>
              <PlacesBadge activity={a} />
              {activityTags.map((tag) => (
                <Badge key={tag.id} appearance="tint" color="brand">
                  {pickLocalized(tag.nameNl, tag.nameEn, locale)}
                </Badge>
              ))}
            </div>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <ClockRegular className={styles.icon} aria-hidden />
                <dt className={page.srOnly}>{t('activities.when')}</dt>
                <dd style={{ margin: 0 }}>{formatPeriod(a.startsAt, a.endsAt, locale)}</dd>
              </div>
              <div className={styles.fact}>
                {a.online ? (
                  <GlobeRegular className={styles.icon} aria-hidden />
                ) : (
                  <LocationRegular className={styles.icon} aria-hidden />
                )}
                <dt className={page.srOnly}>{t('activities.where')}</dt>
                <dd style={{ margin: 0 }}>
                  {a.online ? t('activities.online') : (place ?? t('activities.placeUnknown'))}
                </dd>
              </div>
              {a.organizationName ? (
                <div className={styles.fact}>
                  <BuildingRegular className={styles.icon} aria-hidden />
                  <dt className={page.srOnly}>{t('activities.organizer')}</dt>
                  <dd style={{ margin: 0 }}>{a.organizationName}</dd>
                </div>
              ) : null}
            </dl>
            {a.shifts.length > 0 ? (
              <>
                <h3 className={mergeClasses(page.h2)}>{t('activities.shifts')}</h3>
                <ul className={styles.shifts}>
                  {a.shifts.map((s) => (
                    <li key={s.id}>
                      {s.name}: {formatTime(s.startsAt, locale)} – {formatTime(s.endsAt, locale)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <ShareActions id={a.id} title={title} />
          </section>
          {description ? (
            <section className={page.card} aria-labelledby="activity-about">
              <h2 id="activity-about" className={page.h2}>
                {t('activities.about')}
              </h2>
              <div
                className={styles.description}
                // Sanitized by the server when saved (server/lib/sanitize-html.ts).
                dangerouslySetInnerHTML={{ __html: description }}
              />
            </section>
          ) : null}
        </div>
        <RegistrationPanel activity={a} locale={locale} />
      </div>
    </PageFrame>
  );
}
