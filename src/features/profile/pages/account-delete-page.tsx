// /account/verwijderen (GDPR/AVG): a user deletes their account. The page says what is erased
// and what stays, anonymised; a dialog asks once more, with the password (a session alone must
// not erase the account); then the user is signed out and sees /profiel/verwijderd. Public as
// SPEC lists it: signed out, it asks to sign in first.
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Title1,
  Title2,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { useAuthState } from '../../../lib/auth-store';
import { TextField } from '../../../lib/forms/fields';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { describeApiError, toSubmitErrors } from '../../../lib/session/api-error-text';
import { buildLoginPath } from '../../../lib/session/redirect-target';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
import { useProfileStyles } from '../components/profile-styles';
import { ErrorSummary } from '../../../components/error-summary';

const ERASED = ['name', 'contact', 'profile', 'sessions'] as const;

interface ConfirmValues {
  currentPassword?: string;
}
const KEPT = ['applications', 'messages', 'audit'] as const;

/** Resolves once no aria-hidden is left on the app's root (a modal dialog closed), or after maxMs. */
function whenPageShown(maxMs = 2000): Promise<void> {
  const root = document.getElementById('root');
  if (!root || root.getAttribute('aria-hidden') !== 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.getAttribute('aria-hidden') !== 'true') done();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    const timer = setTimeout(done, maxMs);
  });
}

export default function AccountDeletePage() {
  const intl = useIntl();
  const styles = useProfileStyles();
  const [, navigate] = useLocation();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const remove = useDeleteAccount();
  const download = useDownloadMyData();
  // Deleting and downloading need the server: offline both are disabled, the reason beside them.
  const gate = useNetworkGate();
  const dialogGate = useNetworkGate();
  // The dialog is mounted from the first question on, so that closing it (also after the
  // deletion) lets Fluent hand the page back to assistive technology before we move on.
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);

  // Once the dialog has closed after the deletion, the goodbye page follows, but only after
  // Fluent has handed the page back to assistive technology (leaving earlier keeps it hidden).
  useEffect(() => {
    if (!deleted || open) return;
    let cancelled = false;
    void whenPageShown().then(() => {
      if (!cancelled) navigate('/profiel/verwijderd', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [deleted, open, navigate]);

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

      {/* Kept while the deletion runs: the dialog gives focus back to its button here. */}
      {signedIn || asked ? (
        <section className={styles.card} aria-labelledby="delete-do">
          <Title2 as="h2" id="delete-do" className={styles.cardTitle}>
            <FormattedMessage id="account.delete.action.title" />
          </Title2>
          <Body1>
            <FormattedMessage id="account.delete.action.text" />
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
            <Button
              size={BUTTON_SIZE}
              appearance="primary"
              icon={<DeleteRegular />}
              disabledFocusable={gate.offline}
              aria-describedby={gate.describedBy}
              onClick={() => {
                setAsked(true);
                setOpen(true);
              }}
            >
              <FormattedMessage id="account.delete.button" />
            </Button>
          </div>
          {gate.hint}
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
      {/* Not mounted before the first question (Fluent's focus trap stays out of the page until
          then), and outside the signed-in part: signing out with the deletion must not tear the
          open dialog away, or the page stays hidden from screen readers. */}
      {asked ? (
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)} modalType="alert">
          <DialogSurface>
            {/* A wrong password (or a wait) keeps the dialog open, the error beside the field. */}
            <Form<ConfirmValues>
              onSubmit={async (values) => {
                try {
                  await remove.mutateAsync(values.currentPassword ?? '');
                } catch (error) {
                  return toSubmitErrors(intl, error);
                }
                setDeleted(true);
                setOpen(false);
                return undefined;
              }}
              validate={(values) =>
                values.currentPassword ? {} : { currentPassword: 'validation.required' }
              }
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate>
                  <DialogBody>
                    <DialogTitle>
                      <FormattedMessage id="account.delete.confirm.title" />
                    </DialogTitle>
                    <DialogContent className={styles.form}>
                      <ErrorSummary />
                      <Body1>
                        <FormattedMessage id="account.delete.confirm.text" />
                      </Body1>
                      <TextField
                        name="currentPassword"
                        type="password"
                        label={intl.formatMessage({ id: 'account.delete.confirm.password' })}
                        hint={intl.formatMessage({ id: 'account.delete.confirm.passwordHint' })}
                        autoComplete="current-password"
                        required
                      />
                      {dialogGate.hint}
                    </DialogContent>
                    {/* The whole width: in Fluent's half, both buttons broke over two lines. */}
                    <DialogActions fluid>
                      <Button appearance="secondary" onClick={() => setOpen(false)}>
                        <FormattedMessage id="account.delete.confirm.cancel" />
                      </Button>
                      <Button
                        appearance="primary"
                        type="submit"
                        // Focus must stay in the dialog while it works: a disabled button loses
                        // it, and Fluent then leaves the page hidden from screen readers.
                        disabledFocusable={dialogGate.offline || submitting}
                        aria-describedby={dialogGate.describedBy}
                        data-testid="confirm-delete"
                      >
                        <FormattedMessage id="account.delete.confirm.yes" />
                      </Button>
                    </DialogActions>
                  </DialogBody>
                </form>
              )}
            />
          </DialogSurface>
        </Dialog>
      ) : null}
    </section>
  );
}
