// One invitation as the volunteer sees it: the vacancy's cover and title, the organization, its
// message, why they were suggested, a VOG note when the vacancy needs one, and Yes / No while it is
// open (else the answer, or 'no answer' when it expired).
import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  CheckmarkCircleRegular,
  CheckmarkRegular,
  DismissRegular,
  HeartRegular,
  ShieldCheckmarkRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { ProfileReplyAnswer } from '../../../../common/schemas/profile-replies';
import { AppLink } from '../../../components/app-link';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatMatchReasons } from '../../../lib/match-reasons';
import { useT } from '../../../lib/use-t';
import { useReplyVacancy } from '../api/get-reply-vacancy';
import { vacancyTitle } from '../format';
import type { ProfileReply } from '../types';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  cover: {
    position: 'relative',
    aspectRatio: '3 / 1',
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground}, ${tokens.colorBrandBackground2Hover})`,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  org: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
  },
  message: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  signature: {
    display: 'block',
    marginTop: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  coverIcon: {
    position: 'absolute',
    insetInlineEnd: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalM,
    fontSize: '40px',
    color: tokens.colorNeutralForegroundOnBrand,
    opacity: 0.85,
  },
  reasons: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  reason: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
  reasonIcon: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  h3: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  vog: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  answer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

const STATUS_COLOR = {
  open: 'brand',
  accepted: 'success',
  declined: 'subtle',
  expired: 'warning',
} as const;

export function InvitationCard({
  reply,
  onAnswer,
}: {
  reply: ProfileReply;
  onAnswer: (reply: ProfileReply, answer: ProfileReplyAnswer) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const vacancy = useReplyVacancy(reply.vacancyId);
  const title = vacancyTitle(intl, reply);
  const reasons = formatMatchReasons(intl, reply.matchReasons);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const headingId = `invitation-${reply.id}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.cover}>
          {vacancy.data?.coverImage ? (
            <ResponsiveImage
              image={vacancy.data.coverImage}
              sizes="(min-width: 768px) 40rem, 100vw"
              alt=""
              fill
            />
          ) : (
            <HeartRegular className={styles.coverIcon} aria-hidden />
          )}
        </div>
        <div className={styles.body}>
          <div className={styles.answer}>
            <Badge appearance="filled" color={STATUS_COLOR[reply.status]}>
              {t(`replies.status.${reply.status}`)}
            </Badge>
            <Caption1>{t('replies.invitedOn', { date: date(reply.createdAt) })}</Caption1>
          </div>
          <h2 id={headingId} className={styles.title}>
            <AppLink href={`/vacancies/${reply.vacancyId}`}>{title}</AppLink>
          </h2>
          <Body1 className={styles.org}>
            <BuildingRegular aria-hidden />
            {reply.organizationName}
            {reply.vacancyCity ? ` · ${reply.vacancyCity}` : ''}
          </Body1>
          <blockquote className={styles.message}>
            {reply.message}
            {reply.invitedByName ? (
              <span className={styles.signature}>— {reply.invitedByName}</span>
            ) : null}
          </blockquote>
          {reasons.length > 0 ? (
            <section aria-labelledby={`${headingId}-why`}>
              <h3 id={`${headingId}-why`} className={styles.h3}>
                {t('replies.why')}
              </h3>
              <ul className={styles.reasons}>
                {reasons.map((r) => (
                  <li key={r.code} className={styles.reason}>
                    <CheckmarkCircleRegular className={styles.reasonIcon} aria-hidden />
                    {r.text}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reply.vacancyRequiresVog ? (
            <div className={styles.vog}>
              <ShieldCheckmarkRegular aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Body1>
                {reply.volunteerVogIssuedOn
                  ? t('replies.vog.have', { date: date(reply.volunteerVogIssuedOn) })
                  : t('replies.vog.needed')}
              </Body1>
            </div>
          ) : null}
          {reply.canAnswer ? (
            <>
              {reply.expiresAt ? (
                <Caption1>{t('replies.answerBefore', { date: date(reply.expiresAt) })}</Caption1>
              ) : null}
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  icon={<CheckmarkRegular />}
                  onClick={() => onAnswer(reply, 'accepted')}
                >
                  {t('replies.answer.yes')}
                </Button>
                <Button icon={<DismissRegular />} onClick={() => onAnswer(reply, 'declined')}>
                  {t('replies.answer.no')}
                </Button>
              </div>
            </>
          ) : (
            <div className={styles.answer}>
              {reply.answeredAt ? (
                <Caption1>{t('replies.answeredOn', { date: date(reply.answeredAt) })}</Caption1>
              ) : null}
              {reply.answerMessage ? <Body1>“{reply.answerMessage}”</Body1> : null}
              {reply.applicationId ? (
                <AppLink href={`/applications/${reply.applicationId}`}>
                  {t('replies.toApplication')}
                </AppLink>
              ) : null}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
