// /test/toaster: raises toasts of every intent at any of the six positions with any duration
// (0 = stays until closed), and removes them all, to check the toast timing of SPEC section 4.
import { Button, Checkbox, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_POSITIONS,
  type ToastPosition,
} from '../../../../common/constants';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import type { ToastIntent } from '../../../lib/toasts/toast-store';
import { useToasts } from '../../../lib/toasts/use-toasts';
import { useT } from '../../../lib/use-t';
import { DevPage, useDevStyles } from '../components/dev-page';

const INTENTS: ToastIntent[] = ['success', 'error', 'warning', 'info', 'notification'];

export default function TestToasterPage() {
  const intl = useIntl();
  const styles = useDevStyles();
  const { toasts, position, add, removeAll, setPosition } = useToasts();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState(() =>
    intl.formatMessage({ id: 'dev.toaster.defaultMessage' }),
  );
  const [duration, setDuration] = useState(String(TOAST_DEFAULT_DURATION_MS));
  const [closable, setClosable] = useState(true);
  const t = useT();

  const raise = (intent: ToastIntent) => {
    const ms = Number(duration);
    add({
      intent,
      title: title.trim() || undefined,
      message: message.trim() || t(`dev.toaster.intent.${intent}`),
      duration: Number.isFinite(ms) ? ms : TOAST_DEFAULT_DURATION_MS,
      closable,
    });
  };

  return (
    <DevPage titleId="dev.toaster.title" introId="dev.toaster.intro">
      <section className={styles.card} aria-labelledby="toaster-settings">
        <h2 id="toaster-settings" className={styles.heading}>
          <FormattedMessage id="dev.toaster.settings" />
        </h2>
        <Field label={t('dev.toaster.position')}>
          <RadioGroup
            className={styles.wrap}
            layout="horizontal"
            value={position}
            onChange={(_, data) => setPosition(data.value as ToastPosition)}
          >
            {TOAST_POSITIONS.map((p) => (
              <Radio key={p} value={p} label={t(`dev.toaster.position.${p}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={t('dev.toaster.titleLabel')}>
          <Input value={title} onChange={(_, d) => setTitle(d.value)} />
        </Field>
        <Field label={t('dev.toaster.message')}>
          <Input value={message} onChange={(_, d) => setMessage(d.value)} />
        </Field>
        <Field label={t('dev.toaster.duration')} hint={t('dev.toaster.durationHint')}>
          <Input
            type="number"
            min={0}
            step={500}
            value={duration}
            onChange={(_, d) => setDuration(d.value)}
          />
        </Field>
        <Checkbox
          checked={closable}
          onChange={(_, d) => setClosable(d.checked === true)}
          label={t('dev.toaster.closable')}
        />
      </section>
      <section className={styles.card} aria-labelledby="toaster-actions">
        <h2 id="toaster-actions" className={styles.heading}>
          <FormattedMessage id="dev.toaster.actions" />
        </h2>
        <div className={styles.row}>
          {INTENTS.map((intent) => (
            <Button
              key={intent}
              size={BUTTON_SIZE}
              appearance="primary"
              onClick={() => raise(intent)}
            >
              <FormattedMessage id={`dev.toaster.show.${intent}`} />
            </Button>
          ))}
        </div>
        <div className={styles.row}>
          <Button size={BUTTON_SIZE} onClick={removeAll} disabled={toasts.length === 0}>
            <FormattedMessage id="dev.toaster.removeAll" />
          </Button>
          <span data-testid="toast-count">
            <FormattedMessage id="dev.toaster.count" values={{ count: toasts.length }} />
          </span>
        </div>
      </section>
    </DevPage>
  );
}
