// The small texts around a field the renderer draws itself (groups and file fields): the required
// marker, the help and the error, styled like Fluent's Field so every question looks alike.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  help: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    margin: 0,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    margin: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'flex-start',
  },
  icon: { flexShrink: 0, marginTop: '2px' },
});

export function RequiredMark() {
  const styles = useStyles();
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <p id={id} className={styles.help}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <p id={id} className={mergeClasses(styles.error, 'fui-Field__validationMessage')}>
      <ErrorCircle12Filled className={styles.icon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
