// The private calendar address: subscribe in Google Calendar, Outlook or Apple Calendar and see
// your registrations and the first days of your vacancies there. The address is shown once when
// it is made (only its hash is kept); a new one ends the old one (also when one leaked).
import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CalendarRegular, CopyRegular, OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppContext } from '../../../lib/app-context';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import {
  useCalendarFeed,
  useRenewCalendarFeed,
  useStopCalendarFeed,
  type CalendarFeedState,
} from '../api/calendar-feed';
import { useProfileStyles } from './profile-styles';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  url: { fontFamily: tokens.fontFamilyMonospace },
});

/** Only where the tenant has the activity calendar: elsewhere there is nothing to subscribe to. */
export function CalendarFeedCard() {
  const { tenant } = useAppContext();
  return tenant.tenantConfig.features.activities ? <CalendarFeedPanel /> : null;
}

function CalendarFeedPanel() {
  const styles = useStyles();
  const profile = useProfileStyles();
  const t = useT();
  const intl = useIntl();
  const gate = useNetworkGate();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const stop = useStopCalendarFeed();
  const [made, setMade] = useState<CalendarFeedState | null>(null);
  const active = made?.active ?? feed.data?.active ?? false;
  const busy = renew.isPending || stop.isPending;
  const make = () =>
    renew.mutate(undefined, {
      onSuccess: (state) => setMade(state),
      onError: () => toast.error(t('calendarFeed.failed')),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  };
  const googleUrl = made?.webcalUrl
    ? `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(made.webcalUrl)}`
    : null;
  return (
    <section className={profile.card} aria-labelledby="settings-calendar">
      <Title3 as="h3" id="settings-calendar" className={profile.cardTitle}>
        <FormattedMessage id="calendarFeed.title" />
      </Title3>
      <p className={profile.lead}>
        <FormattedMessage id="calendarFeed.lead" />
      </p>
      {made?.url ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>{t('calendarFeed.madeOnce')}</MessageBarBody>
          </MessageBar>
          <Field label={t('calendarFeed.address')}>
            <Input
              readOnly
              value={made.url}
              className={styles.url}
              onFocus={(e) => e.target.select()}
            />
          </Field>
          <div className={styles.row}>
            <Button icon={<CopyRegular />} onClick={() => void copy(made.url!)}>
              {t('calendarFeed.copy')}
            </Button>
            {made.webcalUrl ? (
              <Button as="a" href={made.webcalUrl} icon={<CalendarRegular />}>
                {t('calendarFeed.openApp')}
              </Button>
            ) : null}
            {googleUrl ? (
              <Button
                as="a"
                href={googleUrl}
                target="_blank"
                rel="noreferrer"
                icon={<OpenRegular />}
              >
                {t('calendarFeed.google')}
              </Button>
            ) : null}
          </div>
        </>
      ) : active ? (
        <Body1>
          {t('calendarFeed.active', {
            date: feed.data?.createdAt
              ? intl.formatDate(new Date(feed.data.createdAt), { dateStyle: 'long' })
              : '',
          })}
        </Body1>
      ) : (
        <Body1>{t('calendarFeed.none')}</Body1>
      )}
      {gate.hint}
      <div className={styles.row}>
        <Button
          appearance="primary"
          size={BUTTON_SIZE}
          disabled={gate.offline || busy}
          onClick={make}
        >
          {t(active ? 'calendarFeed.renew' : 'calendarFeed.make')}
        </Button>
        {active ? (
          <Button
            appearance="subtle"
            size={BUTTON_SIZE}
            disabled={gate.offline || busy}
            onClick={() =>
              stop.mutate(undefined, {
                onSuccess: () => {
                  setMade(null);
                  toast.success(t('calendarFeed.stopped'));
                },
                onError: () => toast.error(t('calendarFeed.failed')),
              })
            }
          >
            {t('calendarFeed.stop')}
          </Button>
        ) : null}
      </div>
      {active ? <Caption1>{t('calendarFeed.renewHint')}</Caption1> : null}
    </section>
  );
}
