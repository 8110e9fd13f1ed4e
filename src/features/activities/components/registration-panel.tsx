// Registering on an activity's page: a visitor is asked to sign in; a volunteer chooses a shift
// (when there are shifts) and registers, or joins the waitlist when it is full (through the
// offline queue: it arrives once, also when sent offline); with a registration they see where
// it stands and cancel it, and an offered place is accepted or declined here.
import {
  Button,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { describeError } from '../../../components/error-message';
import { useIntl } from 'react-intl';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { newClientId } from '../../../lib/offline/ids';
import { buildLoginPath } from '../../../lib/session/redirect-target';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import {
  useChangeRegistration,
  useRegister,
  useRegistrationPending,
} from '../api/registration-actions';
import { formatDay, formatTime } from '../format';
import type { Activity, MyRegistration } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  p: { margin: 0 },
});

function isVolunteer(roles: { name: string }[]) {
  return roles.length === 0 || roles.some((r) => r.name === 'volunteer');
}

function RegistrationState({
  registration,
  activity,
  locale,
}: {
  registration: MyRegistration;
  activity: Activity;
  locale: string;
}) {
  const styles = useStyles();
  const t = useT();
  const gate = useNetworkGate();
  const change = useChangeRegistration();
  const intl = useIntl();
  const shift = activity.shifts.find((s) => s.id === registration.shiftId);
  const run = (input: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(input, {
      onSuccess: () => toast.success(t(done)),
      onError: (error) => toast.error(describeError(intl, error)),
    });
  const started = new Date(shift?.startsAt ?? activity.startsAt) <= new Date();
  return (
    <div className={styles.root} data-testid="my-registration">
      <MessageBar
        intent={
          registration.status === 'offered'
            ? 'warning'
            : registration.status === 'registered'
              ? 'success'
              : 'info'
        }
      >
        <MessageBarBody>
          {t(`activities.status.${registration.status}`, {
            shift: shift?.name ?? 'none',
            until: registration.offerExpiresAt
              ? `${formatDay(registration.offerExpiresAt, locale)} ${formatTime(registration.offerExpiresAt, locale)}`
              : '',
          })}
        </MessageBarBody>
      </MessageBar>
      {gate.hint}
      <div className={styles.actions}>
        {registration.status === 'offered' ? (
          <>
            <Button
              appearance="primary"
              disabled={gate.offline || change.isPending}
              onClick={() => run({ id: registration.id, action: 'accept' }, 'activities.accepted')}
            >
              {t('activities.accept')}
            </Button>
            <Button
              disabled={gate.offline || change.isPending}
              onClick={() => run({ id: registration.id, action: 'decline' }, 'activities.declined')}
            >
              {t('activities.decline')}
            </Button>
          </>
        ) : null}
        {['registered', 'waitlisted'].includes(registration.status) && !started ? (
          <Button
            disabled={gate.offline || change.isPending}
            onClick={() =>
              run(
                { id: registration.id, action: 'status', status: 'cancelled' },
                'activities.cancelledMine',
              )
            }
          >
            {t(
              registration.status === 'waitlisted'
                ? 'activities.leaveWaitlist'
                : 'activities.cancelMine',
            )}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function RegistrationPanel({ activity, locale }: { activity: Activity; locale: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { user, roles } = useCurrentUser();
  const register = useRegister();
  const intl = useIntl();
  const pending = useRegistrationPending(activity.id);
  const [shiftId, setShiftId] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const open =
    activity.status === 'published' &&
    activity.registrationOpen &&
    new Date(activity.startsAt) > new Date();
  const mine = activity.myRegistrations;
  const freeShifts = activity.shifts.filter((s) => !mine.some((m) => m.shiftId === s.id));
  const chosen = activity.shifts.find((s) => s.id === shiftId);
  const full = activity.shifts.length > 0 ? chosen?.freePlaces === 0 : activity.freePlaces === 0;

  const submit = async () => {
    setBusy(true);
    try {
      const outcome = await register({
        id: newClientId(),
        activityId: activity.id,
        shiftId: activity.shifts.length > 0 ? shiftId : null,
      });
      toast.success(
        outcome.queued
          ? t('activities.queued')
          : t(
              outcome.data?.status === 'waitlisted'
                ? 'activities.waitlisted'
                : 'activities.registered',
            ),
      );
      setShiftId('');
    } catch (error) {
      toast.error(describeError(intl, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.card} aria-labelledby="activity-register-title">
      <div className={styles.root}>
        <h2 id="activity-register-title" className={page.h2}>
          {t('activities.register.title')}
        </h2>
        {mine.map((m) => (
          <RegistrationState key={m.id} registration={m} activity={activity} locale={locale} />
        ))}
        {pending ? (
          <MessageBar intent="info" data-testid="registration-pending">
            <MessageBarBody>{t('activities.queued')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!open ? (
          <p className={styles.p}>
            {t(
              activity.status === 'cancelled'
                ? 'activities.isCancelled'
                : 'activities.registrationClosed',
            )}
          </p>
        ) : !user ? (
          <p className={styles.p}>
            <AppLink href={buildLoginPath(`/activiteitenkalender/${activity.id}`)}>
              {t('activities.signInToRegister')}
            </AppLink>
          </p>
        ) : !isVolunteer(roles) ? (
          <p className={styles.p}>{t('activities.volunteersOnly')}</p>
        ) : (activity.shifts.length === 0 && mine.length > 0) || pending ? null : activity.shifts
            .length > 0 && freeShifts.length === 0 ? null : (
          <>
            {activity.shifts.length > 0 ? (
              <RadioGroup
                aria-labelledby="activity-register-title"
                value={shiftId}
                onChange={(_, d) => setShiftId(d.value)}
              >
                {freeShifts.map((s) => (
                  <Radio
                    key={s.id}
                    value={s.id}
                    label={`${s.name}: ${formatTime(s.startsAt, locale)} – ${formatTime(s.endsAt, locale)} · ${
                      s.freePlaces === null
                        ? t('activities.places.unlimited')
                        : s.freePlaces === 0
                          ? t('activities.places.full')
                          : t('activities.places.free', { count: s.freePlaces })
                    }`}
                  />
                ))}
              </RadioGroup>
            ) : null}
            {full ? <p className={styles.p}>{t('activities.fullExplained')}</p> : null}
            <div className={styles.actions}>
              <Button
                appearance="primary"
                disabled={busy || (activity.shifts.length > 0 && !shiftId)}
                onClick={() => void submit()}
              >
                {t(full ? 'activities.joinWaitlist' : 'activities.register')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
