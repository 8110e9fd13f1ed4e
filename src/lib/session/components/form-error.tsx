// The form-level error of a final-form submit (FORM_ERROR), shown above the buttons and read out.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function FormError({ error, title }: { error: unknown; title?: ReactNode }) {
  if (!error) return null;
  return (
    <MessageBar intent="error" layout="multiline" data-testid="form-error">
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {String(error)}
      </MessageBarBody>
    </MessageBar>
  );
}
