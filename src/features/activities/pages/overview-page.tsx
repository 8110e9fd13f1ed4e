// /activiteitenkalender/overzicht: for organization admins (their organizations' activities),
// center admins (their centers') and admins: every activity from a month back in every status,
// with its registrations and waitlist, attendance, the CSV file, creating and changing (series
// and shifts included) and cancelling (which tells everyone registered).
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissCircleRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { describeError, ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useTags } from '../../../lib/tags';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useActivities } from '../api/get-activities';
import { useSaveActivity } from '../api/manage';
import { ActivityForm } from '../components/activity-form';
import { PlacesBadge } from '../components/places-badge';
import { RegistrationsTable } from '../components/registrations-table';
import { formatPeriod, titleOf } from '../format';
import type { Activity } from '../types';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  empty: { margin: 0 },
});

export default function OverviewPage() {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const gate = useNetworkGate();
  const { user, roles } = useCurrentUser();
  const activities = useActivities({ 'filter[scope]': 'manage' });
  const tags = (useTags().data ?? []).filter((tag) => tag.kind === 'category');
  const save = useSaveActivity();
  const [editing, setEditing] = useState<Activity | 'new' | null>(null);
  const organizations = (user?.organizations ?? [])
    .filter((o) => roles.some((r) => r.name === 'organization_admin' && r.organizationId === o.id))
    .map((o) => ({ id: o.id, name: o.name }));
  const cancel = (a: Activity) => {
    if (!window.confirm(t('activities.overview.confirmCancel', { title: titleOf(a, intl.locale) })))
      return;
    save.mutate(
      { id: a.id, attributes: { status: 'cancelled' } },
      {
        onSuccess: () => toast.success(t('activities.overview.cancelled')),
        onError: (error) => toast.error(describeError(intl, error)),
      },
    );
  };
  return (
    <PageFrame
      title={t('activities.overview.title')}
      intro={t('activities.overview.intro')}
      back={{ href: '/activiteitenkalender', label: t('activities.back') }}
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={gate.offline}
          onClick={() => setEditing('new')}
        >
          {t('activities.overview.new')}
        </Button>
      }
    >
      {gate.hint}
      {activities.isPending ? (
        <PageSpinner label={t('activities.loading')} />
      ) : activities.error && !activities.data ? (
        <ErrorMessage error={activities.error} />
      ) : (activities.data ?? []).length === 0 ? (
        <p className={styles.empty}>{t('activities.overview.empty')}</p>
      ) : (
        <Accordion collapsible multiple>
          {(activities.data ?? []).map((a) => (
            <AccordionItem key={a.id} value={a.id}>
              <AccordionHeader>
                <span className={styles.header}>
                  <span className={styles.title}>{titleOf(a, intl.locale)}</span>
                  <span className={styles.meta}>
                    {formatPeriod(a.startsAt, a.endsAt, intl.locale)}
                  </span>
                  {a.status === 'draft' ? (
                    <Badge appearance="outline">{t('activities.draft')}</Badge>
                  ) : null}
                  <PlacesBadge activity={a} />
                  <span className={styles.meta}>
                    {t('activities.overview.counts', {
                      registered: a.registeredCount,
                      waiting: a.waitlistCount,
                    })}
                  </span>
                </span>
              </AccordionHeader>
              <AccordionPanel>
                <div className={styles.actions}>
                  <AppLink href={`/activiteitenkalender/${a.id}`}>
                    {t('activities.overview.view')}
                  </AppLink>
                  {a.status !== 'cancelled' ? (
                    <>
                      <Button
                        icon={<EditRegular />}
                        disabled={gate.offline}
                        onClick={() => setEditing(a)}
                      >
                        {t('activities.overview.edit')}
                      </Button>
                      <Button
                        icon={<DismissCircleRegular />}
                        disabled={gate.offline}
                        onClick={() => cancel(a)}
                      >
                        {t('activities.overview.cancel')}
                      </Button>
                    </>
                  ) : null}
                </div>
                <RegistrationsTable activity={a} offline={gate.offline} />
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      )}
      {editing ? (
        <ActivityForm
          activity={editing === 'new' ? null : editing}
          organizations={organizations}
          tags={tags}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageFrame>
  );
}
