// The honeypot: a field robots fill in and people never see. Off screen (not display:none, which
// some robots skip), hidden from screen readers, out of the tab order and not autofilled.
import { makeStyles } from '@fluentui/react-components';
import type { RefObject } from 'react';
import { FORM_HONEYPOT_FIELD } from '../../../../common/schemas/forms';

const useStyles = makeStyles({
  trap: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  },
});

export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const styles = useStyles();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`hp-${FORM_HONEYPOT_FIELD}`}>Website</label>
      <input
        ref={inputRef}
        id={`hp-${FORM_HONEYPOT_FIELD}`}
        type="text"
        name={FORM_HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
