// The link dialog of the rich-text editor: asks for a web or e-mail address and accepts only
// what the server keeps (http, https, mailto).
import { Button, Field, Input } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { focusField } from '../lib/forms/error-targets';
import { useT } from '../lib/use-t';
import { RichTextDialog } from './rich-text-dialog';

/** Only web and mail links: what the server keeps. A bare domain gets https://. */
export function normalizeLink(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^[^\s:/]+@[^\s:/]+\.[^\s:/]+$/.test(value)) return `mailto:${value}`;
  if (/^[^\s:]+\.[^\s:]+/.test(value)) return `https://${value}`;
  return null;
}

/** Asks for the link's address; `onClose(undefined)` cancels, `null` removes the link. */
export function LinkDialog({
  initial,
  onClose,
}: {
  initial: string;
  onClose: (href: string | null | undefined) => void;
}) {
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  const apply = () => {
    const href = normalizeLink(text);
    if (!href) {
      setInvalid(true);
      if (input.current) focusField(input.current);
      return;
    }
    onClose(href);
  };
  return (
    <RichTextDialog
      title={t('richText.linkTitle')}
      applyLabel={t('richText.linkApply')}
      onApply={apply}
      onCancel={() => onClose(undefined)}
      extraActions={
        initial ? <Button onClick={() => onClose(null)}>{t('richText.linkRemove')}</Button> : null
      }
    >
      <Field
        label={t('richText.linkAddress')}
        hint={t('richText.linkHint')}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t('richText.linkInvalid') : undefined}
      >
        <Input
          ref={input}
          type="url"
          value={text}
          onChange={(_, d) => {
            setText(d.value);
            setInvalid(false);
          }}
        />
      </Field>
    </RichTextDialog>
  );
}
