// One volunteer of the pool as a card: initials avatar, first name and initial, place, VOG badge,
// a few lines of bio, skills and interests as tags, when they are free, and - with a vacancy picked
// - the match score and its reasons. "Uitnodigen" opens the invitation; a coordinator also marks
// the certificate of conduct as seen.
import {
  Avatar,
  Badge,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  CalendarClockRegular,
  CheckmarkCircleRegular,
  LocationRegular,
  MailRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { formatMatchReasons } from '../../../lib/match-reasons';
import { useT } from '../../../lib/use-t';
import { listSlots } from '../format';
import type { PoolVolunteer } from '../types';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow2,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  who: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flexGrow: 1 },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  line: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
  },
  score: {
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '3.25rem',
    height: '3.25rem',
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
  },
  scoreLow: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  bio: {
    margin: 0,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  tags: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  reasons: {
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
  },
  reason: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
  reasonIcon: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
});

export function VolunteerCard({
  volunteer,
  vacancyId,
  canCheckVog,
  vogBusy,
  onInvite,
  onVogCheck,
}: {
  volunteer: PoolVolunteer;
  /** The vacancy matched against, if any (an open invitation to it disables inviting). */
  vacancyId: string;
  canCheckVog: boolean;
  vogBusy: boolean;
  onInvite: (volunteer: PoolVolunteer) => void;
  onVogCheck: (volunteer: PoolVolunteer, checked: boolean) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const v = volunteer;
  const match = v.meta?.match;
  const reasons = match ? formatMatchReasons(intl, match.reasons, 'organization') : [];
  const slots = listSlots(intl, v.availability ?? {});
  const openInvitation = (v.profileReplies ?? []).find(
    (r) => r.status === 'open' && (!vacancyId || r.vacancyId === vacancyId),
  );
  const place = [v.postcodeArea, v.city].filter(Boolean).join(' ');
  const headingId = `pool-volunteer-${v.id}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.head}>
          <Avatar name={v.displayName} color="colorful" size={48} aria-hidden />
          <div className={styles.who}>
            <h2 id={headingId} className={styles.name}>
              {v.displayName}
            </h2>
            {place ? (
              <Caption1 className={styles.line}>
                <LocationRegular aria-hidden />
                {place}
                {typeof v.meta?.distanceKm === 'number'
                  ? ` · ${t('pool.card.km', { km: intl.formatNumber(v.meta.distanceKm, { maximumFractionDigits: 1 }) })}`
                  : ''}
              </Caption1>
            ) : null}
            {v.vogIssuedOn ? (
              <span>
                <Badge
                  appearance={v.vogChecked ? 'filled' : 'tint'}
                  color={v.vogChecked ? 'success' : 'informative'}
                  icon={<ShieldCheckmarkRegular />}
                >
                  {v.vogChecked ? t('pool.vog.checked') : t('pool.vog.recorded')}
                </Badge>
              </span>
            ) : null}
          </div>
          {match ? (
            <div
              className={mergeClasses(styles.score, match.score < 40 && styles.scoreLow)}
              role="img"
              aria-label={t('pool.card.score', { score: match.score })}
              title={t('pool.card.scoreHint')}
            >
              {match.score}
            </div>
          ) : null}
        </div>
        {v.bio ? <p className={styles.bio}>{v.bio}</p> : null}
        {reasons.length > 0 ? (
          <ul className={styles.reasons} aria-label={t('pool.card.reasons')}>
            {reasons.map((r) => (
              <li key={r.code} className={styles.reason}>
                <CheckmarkCircleRegular className={styles.reasonIcon} aria-hidden />
                {r.text}
              </li>
            ))}
          </ul>
        ) : null}
        {v.skills.length > 0 || v.interests.length > 0 ? (
          <ul className={styles.tags} aria-label={t('pool.card.offers')}>
            {v.skills.map((s) => (
              <li key={`s-${s}`}>
                <Badge appearance="tint" color="brand">
                  {s}
                </Badge>
              </li>
            ))}
            {v.interests.map((s) => (
              <li key={`i-${s}`}>
                <Badge appearance="outline" color="informative">
                  {s}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {slots.length > 0 ? (
          <Caption1 className={styles.line}>
            <CalendarClockRegular aria-hidden />
            {t('pool.card.free', {
              slots: intl.formatList(slots.slice(0, 4), { type: 'conjunction' }),
            })}
            {slots.length > 4 ? ` ${t('pool.card.more', { count: slots.length - 4 })}` : ''}
          </Caption1>
        ) : null}
        <div className={styles.actions}>
          {openInvitation ? (
            <Badge appearance="tint" color="success" icon={<MailRegular />}>
              {t('pool.card.invited', {
                date: intl.formatDate(openInvitation.createdAt, { dateStyle: 'medium' }),
              })}
            </Badge>
          ) : (
            <Button appearance="primary" icon={<MailRegular />} onClick={() => onInvite(v)}>
              {t('pool.card.invite')}
            </Button>
          )}
          {canCheckVog && v.vogIssuedOn ? (
            <Button
              appearance="subtle"
              icon={<ShieldCheckmarkRegular />}
              disabled={vogBusy}
              onClick={() => onVogCheck(v, !v.vogChecked)}
            >
              {v.vogChecked ? t('pool.vog.uncheck') : t('pool.vog.check')}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
