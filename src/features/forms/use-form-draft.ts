// The builder's working copy of a form: its settings and fields as last saved, what changed since,
// saving (PATCH), publishing (save, then POST …/versions) and the server's refusals placed at the
// field cards and settings. A page with changes not saved asks before the browser leaves it.
import { useEffect, useMemo, useState } from 'react';
import type { FormField } from '../../../common/schemas/forms';
import { isApiError } from '../../lib/api-client';
import { useUpdateForm } from './api/forms';
import { usePublishForm } from './api/form-versions';
import type { FormSettings } from './components/form-settings-card';
import { NO_ERRORS, placeErrors, type BuilderErrors } from './form-errors';
import type { CenterForm, FormVersion } from './types';

export interface Draft {
  settings: FormSettings;
  fields: FormField[];
}

function draftOf(form: CenterForm): Draft {
  return {
    settings: {
      titleNl: form.titleNl,
      titleEn: form.titleEn,
      descriptionNl: form.descriptionNl,
      descriptionEn: form.descriptionEn,
      thankYouNl: form.thankYouNl,
      thankYouEn: form.thankYouEn,
      retentionMonths: form.retentionMonths,
      sendConfirmation: form.sendConfirmation,
      notifyMe: form.notifyMe,
    },
    fields: form.fields,
  };
}

export function useFormDraft(form: CenterForm | undefined) {
  const update = useUpdateForm();
  const publish = usePublishForm();
  const [saved, setSaved] = useState<Draft | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<BuilderErrors>(NO_ERRORS);

  // The working copy starts from the form once; later refetches do not overwrite edits.
  useEffect(() => {
    if (!form || saved) return;
    const start = draftOf(form);
    setSaved(start);
    setDraft(start);
  }, [form, saved]);

  const dirty = useMemo(
    () => Boolean(draft && saved && JSON.stringify(draft) !== JSON.stringify(saved)),
    [draft, saved],
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const fail = (error: unknown): false => {
    if (!isApiError(error)) throw error;
    setErrors(placeErrors(error.errors, error.message));
    return false;
  };

  /** Saves the working copy; false when the server refused it (the errors are placed). */
  const save = async (): Promise<boolean> => {
    if (!form || !draft) return false;
    setErrors(NO_ERRORS);
    try {
      const result = await update.mutateAsync({
        id: form.id,
        attributes: { ...draft.settings, fields: draft.fields },
      });
      const next = draftOf(result);
      setSaved(next);
      setDraft(next);
      return true;
    } catch (error) {
      return fail(error);
    }
  };

  /** Saves when needed, then publishes: the new version, or null when refused. */
  const saveAndPublish = async (): Promise<FormVersion | null> => {
    if (!form) return null;
    if (dirty && !(await save())) return null;
    try {
      return await publish.mutateAsync(form.id);
    } catch (error) {
      fail(error);
      return null;
    }
  };

  return {
    draft,
    setSettings: (patch: Partial<FormSettings>) =>
      setDraft((d) => (d ? { ...d, settings: { ...d.settings, ...patch } } : d)),
    setFields: (fields: FormField[]) => setDraft((d) => (d ? { ...d, fields } : d)),
    dirty,
    errors,
    setErrors,
    save,
    saveAndPublish,
    busy: update.isPending || publish.isPending,
  };
}
