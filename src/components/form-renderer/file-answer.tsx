// A file question: the allowed types and the size limit are said before choosing; the file goes
// up at once (with its progress) and the answer becomes the uploaded file's id.
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  type FormField,
} from '../../../common/schemas/forms';
import { useT } from '../../lib/use-t';
import { describeError } from '../error-message';
import { useAnswerField } from './use-answer-field';

/** Sends one file for a field; resolves with the stored file's id. */
export type FormUpload = (
  fieldKey: string,
  file: File,
  onProgress: (fraction: number | null) => void,
) => Promise<string>;

const ACCEPT: Record<string, string> = {
  pdf: '.pdf,application/pdf',
  jpg: '.jpg,.jpeg,image/jpeg',
  png: '.png,image/png',
  docx: '.docx',
  xlsx: '.xlsx',
  txt: '.txt,text/plain',
};

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  input: { maxWidth: '100%' },
});

export function FileAnswer({
  field,
  locale,
  disabled,
  upload,
}: {
  field: FormField;
  locale: string;
  disabled: boolean;
  upload?: FormUpload;
}) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const { input, label, help, error } = useAnswerField<string>(field, locale);
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const types = field.rules.fileTypes?.length ? field.rules.fileTypes : [...FORM_FILE_TYPES];
  const limits = t('formRenderer.file.limits', {
    types: types.map((type) => type.toUpperCase()).join(', '),
    size: Math.round(FORM_FILE_MAX_BYTES / (1024 * 1024)),
  });
  const uploading = progress !== undefined;
  const shownError = problem ?? error;

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file || !upload) return;
    if (file.size > FORM_FILE_MAX_BYTES) {
      setProblem(t('formRenderer.file.tooLarge', { field: label }));
      return;
    }
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const normalized = extension === 'jpeg' ? 'jpg' : extension;
    if (!(types as string[]).includes(normalized)) {
      setProblem(t('formRenderer.file.wrongType', { field: label, types: types.join(', ') }));
      return;
    }
    setProgress(null);
    try {
      const id = await upload(field.key, file, setProgress);
      setFileName(file.name);
      input.onChange(id);
    } catch (failure) {
      setProblem(describeError(intl, failure));
    } finally {
      setProgress(undefined);
      input.onBlur();
    }
  };

  const hint = [help, limits].filter(Boolean).join(' ');
  return (
    <Field
      label={label}
      hint={hint}
      required={field.required}
      validationState={shownError ? 'error' : 'none'}
      validationMessage={shownError}
      data-field={input.name}
      data-invalid={shownError ? 'true' : undefined}
    >
      {(fieldProps) =>
        input.value && fileName ? (
          <div className={styles.row}>
            <span className={styles.name}>{fileName}</span>
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              disabled={disabled}
              aria-label={t('formRenderer.file.remove', { name: fileName })}
              onClick={() => {
                setFileName(null);
                input.onChange(undefined);
              }}
            />
          </div>
        ) : (
          <div>
            <input
              {...fieldProps}
              className={styles.input}
              type="file"
              name={input.name}
              accept={types.map((type) => ACCEPT[type]).join(',')}
              disabled={disabled || !upload || uploading}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            {uploading ? (
              <ProgressBar
                value={progress ?? undefined}
                aria-label={t('formRenderer.file.uploading')}
              />
            ) : null}
          </div>
        )
      }
    </Field>
  );
}
