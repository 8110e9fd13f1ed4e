// The frame the rich-text editor's dialogs share (link, image, video): a modal form with a
// title, its fields, and cancel and apply actions, so each dialog only says what it asks.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../lib/use-t';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface RichTextDialogProps {
  title: string;
  /** The primary action's text ("Insert", "Apply"). */
  applyLabel: string;
  onApply: () => void;
  onCancel: () => void;
  /** Actions before cancel, such as removing a link. */
  extraActions?: ReactNode;
  applyTestId?: string;
  children: ReactNode;
}

export function RichTextDialog({
  title,
  applyLabel,
  onApply,
  onCancel,
  extraActions,
  applyTestId,
  children,
}: RichTextDialogProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onCancel())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // React passes events up through the portal: the form around the editor must not submit.
            event.stopPropagation();
            onApply();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              {extraActions}
              <Button appearance="secondary" onClick={onCancel}>
                {t('admin.cancel')}
              </Button>
              <Button appearance="primary" type="submit" data-testid={applyTestId}>
                {applyLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
