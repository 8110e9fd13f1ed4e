// Pieces every admin form shares: the form-level error and the submit row.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { BUTTON_SIZE } from '../lib/theme/button-styles';

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
