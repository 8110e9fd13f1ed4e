// /account/verwijderen (GDPR/AVG): a user deletes their account. The page says what is erased
// and what stays, anonymised; a dialog asks once more; then the user is signed out and sees
// /profiel/verwijderd. Public as SPEC lists it: signed out, it asks to sign in first.
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  Title1,
  Title2,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { useAuthState } from '../../../lib/auth-store';
import { describeApiError } from '../../../lib/session/api-error-text';
import { buildLoginPath } from '../../../lib/session/redirect-target';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
import { useProfileStyles } from '../components/profile-styles';

const ERASED = ['name', 'contact', 'profile', 'sessions'] as const;
const KEPT = ['applications', 'messages', 'audit'] as const;

export default function AccountDeletePage() {
  const intl = useIntl();
  const styles = useProfileStyles();
  const [, navigate] = useLocation();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const remove = useDeleteAccount();
  const download = useDownloadMyData();
  const [open, setOpen] = useState(false);

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <Title1 as="h1" className={styles.heading}>
          <FormattedMessage id="account.delete.title" />
        </Title1>
        <Body1 as="p" className={styles.lead}>
          <FormattedMessage id="account.delete.lead" />
        </Body1>
      </header>

      <section className={styles.card} aria-labelledby="delete-erased">
        <Title2 as="h2" id="delete-erased" className={styles.cardTitle}>
          <FormattedMessage id="account.delete.erased.title" />
        </Title2>
        <ul className={styles.plainList}>
          {ERASED.map((item) => (
            <li key={item}>
              <FormattedMessage id={`account.delete.erased.${item}`} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="delete-kept">
        <Title2 as="h2" id="delete-kept" className={styles.cardTitle}>
          <FormattedMessage id="account.delete.kept.title" />
        </Title2>
        <ul className={styles.plainList}>
          {KEPT.map((item) => (
            <li key={item}>
              <FormattedMessage id={`account.delete.kept.${item}`} />
            </li>
          ))}
        </ul>
      </section>

      {signedIn ? (
        <section className={styles.card} aria-labelledby="delete-do">
          <Title2 as="h2" id="delete-do" className={styles.cardTitle}>
            <FormattedMessage id="account.delete.action.title" />
          </Title2>
          <Body1>
            <FormattedMessage id="account.delete.action.text" />
          </Body1>
          {remove.isError ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{describeApiError(intl, remove.error)}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            <Button
              size={BUTTON_SIZE}
              icon={<ArrowDownloadRegular />}
              disabled={download.isPending}
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
            <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="alert">
              <DialogTrigger disableButtonEnhancement>
                <Button size={BUTTON_SIZE} appearance="primary" icon={<DeleteRegular />}>
                  <FormattedMessage id="account.delete.button" />
                </Button>
              </DialogTrigger>
              <DialogSurface>
                <DialogBody>
                  <DialogTitle>
                    <FormattedMessage id="account.delete.confirm.title" />
                  </DialogTitle>
                  <DialogContent>
                    <FormattedMessage id="account.delete.confirm.text" />
                  </DialogContent>
                  <DialogActions>
                    <DialogTrigger disableButtonEnhancement>
                      <Button appearance="secondary">
                        <FormattedMessage id="account.delete.confirm.cancel" />
                      </Button>
                    </DialogTrigger>
                    <Button
                      appearance="primary"
                      disabled={remove.isPending}
                      data-testid="confirm-delete"
                      onClick={() =>
                        remove.mutate(undefined, {
                          onSuccess: () => navigate('/profiel/verwijderd', { replace: true }),
                          onSettled: () => setOpen(false),
                        })
                      }
                    >
                      <FormattedMessage id="account.delete.confirm.yes" />
                    </Button>
                  </DialogActions>
                </DialogBody>
              </DialogSurface>
            </Dialog>
          </div>
        </section>
      ) : (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <FormattedMessage id="account.delete.signInFirst" />{' '}
            <AppLink href={buildLoginPath('/account/verwijderen')} className={styles.link}>
              <FormattedMessage id="account.delete.signIn" />
            </AppLink>
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
