// Pieces every organizations form shares: the form-level error and the submit row.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { FormApi } from 'final-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function FormError({ error }: { error: unknown }) {
  if (typeof error !== 'string' || !error) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{error}</MessageBarBody>
    </MessageBar>
  );
}

export function SubmitRow({
  label,
  submitting,
  cancelHref,
}: {
  label: string;
  submitting?: boolean;
  cancelHref: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  return (
    <div className={styles.row}>
      <Button type="submit" appearance="primary" size={BUTTON_SIZE} disabled={submitting}>
        {label}
      </Button>
      <Button size={BUTTON_SIZE} onClick={() => navigate(cancelHref)} disabled={submitting}>
        {intl.formatMessage({ id: 'admin.cancel' })}
      </Button>
    </div>
  );
}

/**
 * Submits after validating the values as they are now. The forms validate on blur only (SPEC
 * section 5) and final-form checks the errors of the last validation when submitting: after Enter
 * in a field, or a value set by code, those are stale (and the yup check is asynchronous, so a
 * blur just before the click has not finished either). So: validate now, wait, then submit.
 */
export async function submitWithFreshErrors<T>(
  form: FormApi<T>,
  event?: { preventDefault(): void },
): Promise<void> {
  event?.preventDefault();
  const name = form.getState().active ?? form.getRegisteredFields()[0];
  if (name) form.blur(name as keyof T);
  for (let i = 0; i < 100 && form.getState().validating; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await form.submit();
}
