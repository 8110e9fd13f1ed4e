// The video dialog of the rich-text editor's content profile: asks for a YouTube or Vimeo
// address, which the editor inserts as a link of its own that the page shows as a video card.
import { Field, Input } from '@fluentui/react-components';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { focusField } from '../lib/forms/error-targets';
import { useT } from '../lib/use-t';
import { RichTextDialog } from './rich-text-dialog';
import { normalizeVideoAddress } from './video-address';

/** The video as a link in a paragraph of its own: the page turns such a link into a card. */
export function insertVideoLink(editor: Editor, href: string): void {
  editor
    .chain()
    .focus()
    .insertContent({
      type: 'paragraph',
      content: [{ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }],
    })
    .run();
}

/** Asks for the video's address; `onClose(null)` cancels. */
export function VideoDialog({ onClose }: { onClose: (href: string | null) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const apply = () => {
    const href = normalizeVideoAddress(text);
    if (!href) {
      setInvalid(true);
      if (input.current) focusField(input.current);
      return;
    }
    onClose(href);
  };
  return (
    <RichTextDialog
      title={t('richText.videoDialog.title')}
      applyLabel={t('richText.videoDialog.insert')}
      applyTestId="video-insert"
      onApply={apply}
      onCancel={() => onClose(null)}
    >
      <Field
        label={t('richText.videoDialog.address')}
        hint={t('richText.videoDialog.hint')}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t('richText.videoDialog.invalid') : undefined}
        required
      >
        <Input
          ref={input}
          type="url"
          value={text}
          onChange={(_, d) => {
            setText(d.value);
            setInvalid(false);
          }}
          data-testid="video-address"
        />
      </Field>
    </RichTextDialog>
  );
}
