// /profile-edit/security: two-factor sign-in for staff (DESIGN.md section 6). Off: set it up
// (the password first, then scan the QR code or type the key, then the first code) and see the
// recovery codes once. On: set it up on a new phone, renew the recovery codes, or turn it off
// (not while it is required); each asks for a code of the app in use or a recovery code first
// (the server refuses the password alone then: a stolen session plus a phished password must not
// swap in someone else's authenticator). The QR code's package is loaded only here (and in the
// sign-in's setup step).
import {
  Badge,
  Body1,
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { ShieldCheckmarkRegular, ShieldDismissRegular } from '@fluentui/react-icons';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { NetworkSubmitButton } from '../../../components/form-parts';
import { CodeField, validateCode, type CodeKind } from '../../../components/two-factor/code-field';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { SecretSetup } from '../../../components/two-factor/secret-setup';
import { isApiError } from '../../../lib/api-client';
import { TextField } from '../../../lib/forms/fields';
import { useNetworkGate, type NetworkGate } from '../../../lib/offline/needs-network';
import { describeApiError, toSubmitErrors } from '../../../lib/session/api-error-text';
import { FormError } from '../../../lib/session/components/form-error';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { ERROR_CODE } from '../../../../common/errors';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
  type TwoFactorProof,
  type TwoFactorSecret,
  type TwoFactorStatus,
} from '../api/two-factor';
import { ProfileEditLayout } from '../components/profile-edit-layout';
import { useProfileStyles } from '../components/profile-styles';

type Action = 'setup' | 'renew' | 'disable';

type View =
  | { kind: 'status' }
  | { kind: 'proof'; action: Action }
  | { kind: 'scan'; secret: TwoFactorSecret }
  | { kind: 'codes'; codes: string[] };

interface ProofValues {
  currentPassword?: string;
  code?: string;
}

type ProofKind = 'password' | CodeKind;

/** Field errors of a failed change: wrong password or code beside the field. */
function useProofErrors() {
  const intl = useIntl();
  return (error: unknown, kind: ProofKind): Record<string, string> => {
    if (isApiError(error) && error.status !== 429) {
      // Message ids: the fields translate them, also after a change of language.
      if (error.code === ERROR_CODE.invalidCredentials) {
        return { currentPassword: 'profile.error.currentPassword' };
      }
      if (error.code === ERROR_CODE.invalidTwoFactorCode) {
        return {
          code:
            kind === 'recovery' ? 'twoFactor.error.wrongRecoveryCode' : 'twoFactor.error.wrongCode',
        };
      }
      if (error.code === ERROR_CODE.twoFactorMandatory) {
        return { [FORM_ERROR]: intl.formatMessage({ id: 'twoFactor.profile.mandatory' }) };
      }
    }
    // The server points at otp_code or recovery_code; both are typed into the one code field.
    const { otpCode, recoveryCode, ...rest } = toSubmitErrors(intl, error);
    const code = otpCode ?? recoveryCode;
    return code ? { ...rest, code } : rest;
  };
}

/**
 * Proof before a change: while it is off the password; while it is on a code of the app in use
 * or a recovery code (the password alone is not enough then).
 */
function ProofForm({
  action,
  enabled,
  email,
  gate,
  onCancel,
  onProof,
}: {
  action: Action;
  enabled: boolean;
  email: string;
  gate: NetworkGate;
  onCancel: () => void;
  onProof: (proof: TwoFactorProof) => Promise<void>;
}) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const [kind, setKind] = useState<ProofKind>(enabled ? 'otp' : 'password');
  const toErrors = useProofErrors();
  const label = (id: string) => intl.formatMessage({ id });
  const submitId = {
    setup: 'twoFactor.profile.continue',
    renew: 'twoFactor.profile.renew',
    disable: 'twoFactor.profile.disable',
  }[action];

  return (
    <Form<ProofValues>
      onSubmit={async (values) => {
        const proof: TwoFactorProof =
          kind === 'password'
            ? { currentPassword: values.currentPassword ?? '' }
            : kind === 'otp'
              ? { otpCode: values.code ?? '' }
              : { recoveryCode: values.code ?? '' };
        try {
          await onProof(proof);
          return undefined;
        } catch (error) {
          return toErrors(error, kind);
        }
      }}
      validate={(values) => {
        if (kind === 'password') {
          return values.currentPassword ? {} : { currentPassword: 'validation.required' };
        }
        const error = validateCode(kind, values.code);
        return error ? { code: error } : {};
      }}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Body1 as="p" className={styles.lead}>
            <FormattedMessage
              id={
                action === 'setup' && enabled
                  ? 'twoFactor.profile.proof.setupAgain'
                  : `twoFactor.profile.proof.${action}`
              }
            />
          </Body1>
          <input type="hidden" name="username" autoComplete="username" value={email} />
          {kind === 'password' ? (
            <TextField
              name="currentPassword"
              type="password"
              label={label('profile.field.currentPassword')}
              autoComplete="current-password"
              required
            />
          ) : (
            <CodeField
              key={kind}
              name="code"
              kind={kind}
              focusOnShow
              label={label(kind === 'otp' ? 'twoFactor.field.otp' : 'twoFactor.field.recovery')}
            />
          )}
          {enabled ? (
            <div className={styles.row}>
              {(['otp', 'recovery'] as const)
                .filter((k) => k !== kind)
                .map((k) => (
                  <Link
                    key={k}
                    as="button"
                    type="button"
                    onClick={() => {
                      form.restart({});
                      setKind(k);
                    }}
                  >
                    <FormattedMessage id={`twoFactor.profile.use.${k}`} />
                  </Link>
                ))}
            </div>
          ) : null}
          <FormError error={submitError} />
          {gate.hint}
          <div className={styles.actions}>
            <NetworkSubmitButton gate={gate} submitting={submitting}>
              <FormattedMessage id={submitId} />
            </NetworkSubmitButton>
            <Button size={BUTTON_SIZE} onClick={onCancel} disabled={submitting}>
              <FormattedMessage id="admin.cancel" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** Scan, then the first code. */
function ScanForm({
  secret,
  gate,
  onCancel,
  onConfirmed,
}: {
  secret: TwoFactorSecret;
  gate: NetworkGate;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const confirm = useConfirmTwoFactor();
  const toErrors = useProofErrors();
  return (
    <Form<{ code: string }>
      onSubmit={async (values) => {
        try {
          const { recoveryCodes } = await confirm.mutateAsync(values.code);
          onConfirmed(recoveryCodes);
          return undefined;
        } catch (error) {
          return toErrors(error, 'otp');
        }
      }}
      validate={(values) => {
        const error = validateCode('otp', values.code);
        return error ? { code: error } : {};
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <SecretSetup
            secret={secret.secret}
            otpauthUrl={secret.otpauthUrl}
            account={secret.account}
          />
          <CodeField
            name="code"
            kind="otp"
            label={intl.formatMessage({ id: 'twoFactor.field.firstOtp' })}
            hint={intl.formatMessage({ id: 'twoFactor.field.otpHint' })}
          />
          <FormError error={submitError} />
          {gate.hint}
          <div className={styles.actions}>
            <NetworkSubmitButton gate={gate} submitting={submitting}>
              <FormattedMessage id="twoFactor.setup.confirm" />
            </NetworkSubmitButton>
            <Button size={BUTTON_SIZE} onClick={onCancel} disabled={submitting}>
              <FormattedMessage id="admin.cancel" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}

function StatusView({
  status,
  gate,
  onAction,
}: {
  status: TwoFactorStatus;
  gate: NetworkGate;
  onAction: (action: Action) => void;
}) {
  const styles = useProfileStyles();
  return (
    <>
      <div className={styles.row}>
        <Badge
          size="large"
          shape="rounded"
          appearance="tint"
          color={status.enabled ? 'success' : 'informative'}
          icon={status.enabled ? <ShieldCheckmarkRegular /> : <ShieldDismissRegular />}
          data-testid="two-factor-state"
        >
          <FormattedMessage
            id={status.enabled ? 'twoFactor.profile.on' : 'twoFactor.profile.off'}
          />
        </Badge>
      </div>
      <Body1 as="p" className={styles.lead}>
        <FormattedMessage
          id={status.enabled ? 'twoFactor.profile.onText' : 'twoFactor.profile.offText'}
          values={{ count: status.recoveryCodesLeft }}
        />
      </Body1>
      {status.required ? (
        <MessageBar intent={status.enabled ? 'info' : 'warning'} layout="multiline">
          <MessageBarBody>
            <FormattedMessage id="twoFactor.profile.requiredText" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          appearance={status.enabled ? 'secondary' : 'primary'}
          size={BUTTON_SIZE}
          disabledFocusable={gate.offline}
          aria-describedby={gate.describedBy}
          onClick={() => onAction('setup')}
        >
          <FormattedMessage
            id={status.enabled ? 'twoFactor.profile.setupAgain' : 'twoFactor.profile.setup'}
          />
        </Button>
        {status.enabled ? (
          <Button
            size={BUTTON_SIZE}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => onAction('renew')}
          >
            <FormattedMessage id="twoFactor.profile.renew" />
          </Button>
        ) : null}
        {status.enabled && !status.required ? (
          <Button
            size={BUTTON_SIZE}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => onAction('disable')}
          >
            <FormattedMessage id="twoFactor.profile.disable" />
          </Button>
        ) : null}
      </div>
      {gate.hint}
    </>
  );
}

function SecuritySection({ email }: { email: string }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const status = useTwoFactorStatus();
  const gate = useNetworkGate();
  const start = useStartTwoFactorSetup();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [view, setView] = useState<View>({ kind: 'status' });
  const back = () => setView({ kind: 'status' });

  if (status.isError) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{describeApiError(intl, status.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!status.data)
    return <Spinner size="small" label={intl.formatMessage({ id: 'app.loading' })} />;
  const current = status.data;
  if (!current.available) {
    return (
      <Body1 className={styles.muted}>
        <FormattedMessage id="twoFactor.profile.notAvailable" />
      </Body1>
    );
  }

  switch (view.kind) {
    case 'proof':
      return (
        <ProofForm
          action={view.action}
          enabled={current.enabled}
          email={email}
          gate={gate}
          onCancel={back}
          onProof={async (proof) => {
            if (view.action === 'setup') {
              setView({ kind: 'scan', secret: await start.mutateAsync(proof) });
            } else if (view.action === 'renew') {
              setView({ kind: 'codes', codes: (await renew.mutateAsync(proof)).recoveryCodes });
            } else {
              await disable.mutateAsync(proof);
              toast.success(intl.formatMessage({ id: 'twoFactor.profile.disabled' }));
              back();
            }
          }}
        />
      );
    case 'scan':
      return (
        <ScanForm
          secret={view.secret}
          gate={gate}
          onCancel={back}
          onConfirmed={(codes) => {
            toast.success(intl.formatMessage({ id: 'twoFactor.profile.enabled' }));
            setView({ kind: 'codes', codes });
          }}
        />
      );
    case 'codes':
      return (
        <>
          <RecoveryCodes codes={view.codes} account={email} />
          <div className={styles.actions}>
            <Button appearance="primary" size={BUTTON_SIZE} onClick={back}>
              <FormattedMessage id="twoFactor.codes.done" />
            </Button>
          </div>
        </>
      );
    default:
      return (
        <StatusView
          status={current}
          gate={gate}
          onAction={(action) => setView({ kind: 'proof', action })}
        />
      );
  }
}

export default function ProfileSecurityPage() {
  const styles = useProfileStyles();
  const { user } = useCurrentUser();
  return (
    <ProfileEditLayout>
      <Title2 as="h2" className={styles.cardTitle}>
        <FormattedMessage id="twoFactor.profile.pageTitle" />
      </Title2>
      {user ? (
        <section className={styles.card} aria-labelledby="security-two-factor">
          <Title3 as="h3" id="security-two-factor" className={styles.cardTitle}>
            <FormattedMessage id="twoFactor.profile.title" />
          </Title3>
          <SecuritySection email={user.email} />
        </section>
      ) : null}
    </ProfileEditLayout>
  );
}
