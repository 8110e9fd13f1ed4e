// The actions on /users/:id, each shown only to someone allowed to use it (the server decides
// anyway): edit, add role, resend the confirmation mail, (de)activate, reset two-factor sign-in,
// sign in as this user, delete.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowEnterRegular,
  DeleteRegular,
  EditRegular,
  MailRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
  ShieldAddRegular,
  ShieldDismissRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { signInAsUser } from '../../../lib/session/impersonation';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useDeleteUser } from '../api/delete-user';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useUpdateUser } from '../api/update-user';
import { canManageUser, getGrantableRoles, isAdmin, type Granter } from '../grant-rules';
import { getUserName, type User } from '../types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../components/error-message';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function UserActions({
  user,
  granter,
  currentUserId,
  gate,
}: {
  user: User;
  granter: Granter | null;
  currentUserId: string | null;
  /** Offline, every action here is disabled (they all change something; the page shows why). */
  gate?: NetworkGate;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const update = useUpdateUser(user.id);
  const resend = useResendConfirmation();
  const remove = useDeleteUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const resetTwoFactor = useResetTwoFactor();
  const [confirmReset, setConfirmReset] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [confirmSignInAs, setConfirmSignInAs] = useState(false);
  const t = useT();
  const name = getUserName(user);
  const self = currentUserId === user.id;
  const manage = canManageUser(granter, user);
  const admin = isAdmin(granter);
  const canGrant = getGrantableRoles(granter, user).length > 0;
  const waitsForConfirmation = user.status === 'invited' || !user.confirmed;
  const offline = gate?.offline ?? false;
  const describedBy = gate?.describedBy;

  const setStatus = (status: 'active' | 'inactive') =>
    update.mutate(
      { status },
      {
        onSuccess: () =>
          toast.success(t(status === 'active' ? 'users.activated' : 'users.deactivated', { name })),
        onError: (error) => toast.error(describeError(intl, error)),
      },
    );

  // Asked first: the admin acts as this person (audited) until they go back.
  const startSignInAs = async () => {
    setSigningIn(true);
    try {
      await signInAsUser(user.id);
    } catch (error) {
      toast.error(describeError(intl, error));
      setSigningIn(false);
      setConfirmSignInAs(false);
    }
  };

  return (
    <div className={styles.row}>
      {manage ? (
        <Button
          icon={<EditRegular />}
          disabledFocusable={offline}
          aria-describedby={describedBy}
          onClick={() => navigate(`/users/${user.id}/edit`)}
        >
          {t('users.action.edit')}
        </Button>
      ) : null}
      {canGrant ? (
        <Button
          icon={<ShieldAddRegular />}
          disabledFocusable={offline}
          aria-describedby={describedBy}
          onClick={() => navigate(`/users/${user.id}/add_role`)}
        >
          {t('users.action.addRole')}
        </Button>
      ) : null}
      {manage && waitsForConfirmation ? (
        <Button
          icon={<MailRegular />}
          disabledFocusable={offline || resend.isPending}
          aria-describedby={describedBy}
          onClick={() =>
            resend.mutate(user.id, {
              onSuccess: () => toast.success(t('users.resent', { email: user.email })),
              onError: (error) => toast.error(describeError(intl, error)),
            })
          }
        >
          {t('users.action.resend')}
        </Button>
      ) : null}
      {manage && !self && user.status === 'active' ? (
        <Button
          icon={<PersonProhibitedRegular />}
          disabledFocusable={offline || update.isPending}
          aria-describedby={describedBy}
          onClick={() => setStatus('inactive')}
        >
          {t('users.action.deactivate')}
        </Button>
      ) : null}
      {manage && !self && (user.status === 'inactive' || user.status === 'archived') ? (
        <Button
          icon={<PersonAvailableRegular />}
          disabledFocusable={offline || update.isPending}
          aria-describedby={describedBy}
          onClick={() => setStatus('active')}
        >
          {t('users.action.activate')}
        </Button>
      ) : null}
      {admin && !self && !isAdmin(user) && user.status === 'active' ? (
        <Button
          icon={<ArrowEnterRegular />}
          disabledFocusable={offline || signingIn}
          aria-describedby={describedBy}
          onClick={() => setConfirmSignInAs(true)}
        >
          {t('users.action.signInAs')}
        </Button>
      ) : null}
      {manage && !self && user.twoFactorEnabled ? (
        <Button
          icon={<ShieldDismissRegular />}
          disabledFocusable={offline}
          aria-describedby={describedBy}
          onClick={() => setConfirmReset(true)}
        >
          {t('users.action.resetTwoFactor')}
        </Button>
      ) : null}
      {admin && !self ? (
        <Button
          icon={<DeleteRegular />}
          disabledFocusable={offline}
          aria-describedby={describedBy}
          onClick={() => setConfirmDelete(true)}
        >
          {t('users.action.delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmSignInAs}
        title={t('users.signInAs.title', { name })}
        confirmLabel={t('users.signInAs.confirm', { name })}
        busy={signingIn}
        needsNetwork
        onCancel={() => setConfirmSignInAs(false)}
        onConfirm={() => void startSignInAs()}
      >
        {t('users.signInAs.text', { name })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmReset}
        title={t('users.resetTwoFactor.title', { name })}
        confirmLabel={t('users.resetTwoFactor.confirm')}
        busy={resetTwoFactor.isPending}
        needsNetwork
        onCancel={() => setConfirmReset(false)}
        onConfirm={() =>
          resetTwoFactor.mutate(user.id, {
            onSuccess: () => {
              setConfirmReset(false);
              toast.success(t('users.resetTwoFactor.done', { name }));
            },
            onError: (error) => {
              setConfirmReset(false);
              toast.error(describeError(intl, error));
            },
          })
        }
      >
        {t('users.resetTwoFactor.text', { name })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('users.delete.title', { name })}
        confirmLabel={t('users.delete.confirm')}
        busy={remove.isPending}
        needsNetwork
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast.success(t('users.deleted', { name }));
              navigate('/users');
            },
            onError: (error) => {
              setConfirmDelete(false);
              toast.error(describeError(intl, error));
            },
          })
        }
      >
        {t('users.delete.text', { name })}
      </ConfirmDialog>
    </div>
  );
}
