// /profiel: the user's own account and volunteer profile at a glance (name, e-mail, roles,
// organizations, the volunteer profile in short), the way to edit each, and the privacy
// actions: download all personal data as JSON, delete the account.
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title1,
  Title2,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { describeApiError } from '../../../lib/session/api-error-text';
import { useSessionValue } from '../../../lib/session/session';
import { getDisplayName } from '../../../lib/session/types';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useDownloadMyData } from '../api/download-my-data';
import { useVolunteerProfile } from '../api/get-volunteer-profile';
import { useHasTwoFactor, useHasVolunteerProfile } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';
import { Item, VolunteerSummary } from '../components/profile-summary';
import { getRoleLabelId } from '../components/roles';
import { PendingWritesNote } from '../../../lib/offline/pending-writes-note';
import { ACCOUNT_DETAILS_WRITE, VOLUNTEER_PROFILE_WRITE } from '../api/outbox-actions';

function Card({
  id,
  titleId,
  action,
  children,
}: {
  id: string;
  titleId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const styles = useProfileStyles();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <Title2 as="h2" id={id} className={styles.cardTitle}>
          <FormattedMessage id={titleId} />
        </Title2>
        {action}
      </div>
      {children}
    </section>
  );
}

function EditLink({ href, labelId }: { href: string; labelId: string }) {
  const styles = useProfileStyles();
  return (
    <AppLink href={href} className={styles.link}>
      <EditRegular aria-hidden /> <FormattedMessage id={labelId} />
    </AppLink>
  );
}

export default function ProfilePage() {
  const intl = useIntl();
  const styles = useProfileStyles();
  const { user, roles } = useCurrentUser();
  const organizations = useSessionValue((s) => s.organizations);
  const hasVolunteerProfile = useHasVolunteerProfile();
  const hasTwoFactor = useHasTwoFactor();
  const volunteerProfile = useVolunteerProfile(user?.id, hasVolunteerProfile);
  const download = useDownloadMyData();
  // The download comes from the server, so it needs the network.
  const gate = useNetworkGate();
  if (!user) return null;
  const memberOf = user.organizations?.length ? user.organizations : organizations;
  const roleNames = [...new Set(roles.map((r) => r.name))];

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          <FormattedMessage id="profile.title" />
        </Title1>
        <Body1 as="p" className={styles.lead}>
          <FormattedMessage id="profile.lead" values={{ name: getDisplayName(user) }} />
        </Body1>
      </header>
      <PendingWritesNote kinds={[VOLUNTEER_PROFILE_WRITE, ACCOUNT_DETAILS_WRITE]} />

      <Card
        id="profile-account"
        titleId="profile.account.title"
        action={<EditLink href="/profile-edit/settings" labelId="profile.account.edit" />}
      >
        <dl className={styles.list} data-testid="account-summary">
          <Item labelId="profile.field.name">{getDisplayName(user)}</Item>
          <Item labelId="auth.field.email">
            {user.email}
            {user.unconfirmedEmail ? (
              <>
                <br />
                <span className={styles.muted}>
                  <FormattedMessage
                    id="profile.email.pendingShort"
                    values={{ email: user.unconfirmedEmail }}
                  />
                </span>
              </>
            ) : null}
          </Item>
          <Item labelId="profile.field.phone">
            {user.phone || (
              <span className={styles.muted}>{intl.formatMessage({ id: 'profile.none' })}</span>
            )}
          </Item>
          <Item labelId="profile.field.locale">
            <FormattedMessage id={`profile.locale.${user.locale === 'en' ? 'en' : 'nl'}`} />
          </Item>
        </dl>
        <div className={styles.actions}>
          <EditLink href="/profile-edit/email" labelId="profile.account.editEmail" />
        </div>
      </Card>

      <Card
        id="profile-roles"
        titleId="profile.roles.title"
        action={
          <AppLink href="/account/roles" className={styles.link}>
            <FormattedMessage id="profile.roles.more" />
          </AppLink>
        }
      >
        {roleNames.length > 0 ? (
          <div className={styles.tags}>
            {roleNames.map((name) => (
              <Badge key={name} appearance="tint" shape="rounded" size="large">
                <FormattedMessage id={getRoleLabelId(name)} />
              </Badge>
            ))}
          </div>
        ) : (
          <Body1 className={styles.muted}>
            <FormattedMessage id="profile.roles.none" />
          </Body1>
        )}
      </Card>

      {hasTwoFactor ? (
        <Card
          id="profile-security"
          titleId="twoFactor.profile.title"
          action={<EditLink href="/profile-edit/security" labelId="twoFactor.profile.manage" />}
        >
          <Body1 data-testid="two-factor-summary">
            <FormattedMessage
              id={
                user.twoFactorEnabled
                  ? 'twoFactor.profile.summaryOn'
                  : 'twoFactor.profile.summaryOff'
              }
            />
          </Body1>
        </Card>
      ) : null}

      <Card id="profile-organizations" titleId="profile.organizations.title">
        {memberOf.length > 0 ? (
          <ul className={styles.plainList} data-testid="organization-list">
            {memberOf.map((organization) => (
              <li key={organization.id}>{organization.name}</li>
            ))}
          </ul>
        ) : (
          <Body1 className={styles.muted}>
            <FormattedMessage id="profile.organizations.none" />
          </Body1>
        )}
      </Card>

      {hasVolunteerProfile ? (
        <Card
          id="profile-volunteer"
          titleId="profile.volunteer.title"
          action={<EditLink href="/profile-edit" labelId="profile.volunteer.edit" />}
        >
          {volunteerProfile.data ? (
            <VolunteerSummary profile={volunteerProfile.data} />
          ) : volunteerProfile.isError ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{describeApiError(intl, volunteerProfile.error)}</MessageBarBody>
            </MessageBar>
          ) : (
            <Spinner size="small" label={intl.formatMessage({ id: 'app.loading' })} />
          )}
        </Card>
      ) : null}

      <Card id="profile-privacy" titleId="profile.privacy.title">
        <Body1>
          <FormattedMessage id="profile.privacy.text" />
        </Body1>
        <div className={styles.actions}>
          <Button
            size={BUTTON_SIZE}
            icon={<ArrowDownloadRegular />}
            disabledFocusable={gate.offline || download.isPending}
            aria-describedby={gate.describedBy}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: () =>
                  toast.success(intl.formatMessage({ id: 'profile.privacy.downloaded' })),
                onError: (error) => toast.error(describeApiError(intl, error)),
              })
            }
          >
            <FormattedMessage id="profile.privacy.download" />
          </Button>
          <AppLink href="/account/verwijderen" className={styles.link}>
            <DeleteRegular aria-hidden /> <FormattedMessage id="profile.privacy.delete" />
          </AppLink>
        </div>
        {gate.hint}
      </Card>
    </section>
  );
}
