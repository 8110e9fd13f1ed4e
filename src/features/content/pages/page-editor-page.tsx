// /content/pages/new and /content/pages/:id/edit: a content page's titles, address, texts in
// Dutch and English (the rich-text editor's content profile), SEO title and description, and
// whether it shows on the home page. 'Save as draft' and 'Publish' save; 'Preview' shows the
// text as the server would keep it; earlier versions come back with 'Restore'. The server's
// refusals appear at their fields.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { slugify } from '../../../../common/schemas/pages';
import { ContentHtml } from '../../../components/content-html';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { usePage, usePreviewHtml, useSavePage, type PageInput } from '../api/pages';
import { PageVersions } from '../components/page-versions';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Form = {
  [K in keyof Required<Omit<PageInput, 'status' | 'layout'>>]: NonNullable<PageInput[K]>;
};

const EMPTY: Form = {
  slug: '',
  titleNl: '',
  titleEn: '',
  bodyNl: '',
  bodyEn: '',
  seoTitleNl: '',
  seoTitleEn: '',
  seoDescriptionNl: '',
  seoDescriptionEn: '',
  isHomePage: false,
};

function fieldOf(pointer: string | undefined): string | null {
  const match = /^\/data\/attributes\/(\w+)/.exec(pointer ?? '');
  return match ? match[1]!.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) : null;
}

export default function PageEditorPage({ params }: { params: Record<string, unknown> }) {
  const id = typeof params.id === 'string' ? params.id : undefined;
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  const [, navigate] = useLocation();
  const existing = usePage(id);
  const save = useSavePage();
  const preview = usePreviewHtml();
  const [form, setForm] = useState<Form>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // The rich-text editors take their text when they are made: they are made once the page's
  // saved text is in the form, not before (they would stay empty).
  const [loadedId, setLoadedId] = useState<string | null>(null);

  useEffect(() => {
    if (!existing.data) return;
    const p = existing.data;
    setForm({
      slug: p.slug,
      titleNl: p.titleNl ?? '',
      titleEn: p.titleEn ?? '',
      bodyNl: p.bodyNl ?? '',
      bodyEn: p.bodyEn ?? '',
      seoTitleNl: p.seoTitleNl ?? '',
      seoTitleEn: p.seoTitleEn ?? '',
      seoDescriptionNl: p.seoDescriptionNl ?? '',
      seoDescriptionEn: p.seoDescriptionEn ?? '',
      isHomePage: p.isHomePage,
    });
    setSlugTouched(true);
    setLoadedId(p.id);
  }, [existing.data]);

  if (id && (existing.isPending || (existing.data && loadedId !== existing.data.id))) {
    return <PageSpinner label={t('content.page.loading')} />;
  }
  if (id && !existing.data) return <ErrorMessage error={existing.error} />;

  const set = (key: keyof Form) => (value: string | boolean) =>
    setForm((f) => {
      const next = { ...f, [key]: value };
      if (key === 'titleNl' && !slugTouched && !id) next.slug = slugify(String(value));
      return next;
    });

  const submit = async (status: 'draft' | 'published') => {
    setErrors({});
    setSaved(null);
    try {
      const result = await save.mutateAsync({
        id,
        attributes: { ...form, slug: form.slug || undefined, status },
      });
      const message =
        status === 'published' ? t('content.editor.published') : t('content.editor.saved');
      // A new page moves to its own address, a page of its own: the message goes with it as a toast.
      if (id) setSaved(message);
      else {
        toast.success(message);
        navigate(`/content/pages/${result.id}/edit`, { replace: true });
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
      const next: Record<string, string> = {};
      for (const e of error.errors) {
        const field = fieldOf(e.source?.pointer);
        if (field && !next[field]) next[field] = e.detail ?? e.title ?? '';
      }
      setErrors(Object.keys(next).length ? next : { form: error.message });
    }
  };

  const text = (key: keyof Form, labelId: string, options: { hint?: string } = {}) => (
    <Field
      label={t(labelId)}
      hint={options.hint}
      validationMessage={errors[key]}
      validationState={errors[key] ? 'error' : 'none'}
    >
      <Input
        value={String(form[key] ?? '')}
        name={key}
        onChange={(_, d) => {
          if (key === 'slug') setSlugTouched(true);
          set(key)(d.value);
        }}
      />
    </Field>
  );

  const status = existing.data?.status ?? 'draft';
  return (
    <PageFrame
      title={id ? t('content.editor.editTitle') : t('content.editor.newTitle')}
      back={{ href: '/content', label: t('content.editor.back') }}
    >
      {saved ? <MessageBar intent="success">{saved}</MessageBar> : null}
      {errors.form ? <MessageBar intent="error">{errors.form}</MessageBar> : null}
      <div className={page.card}>
        <div className={styles.grid}>
          {text('titleNl', 'content.editor.titleNl')}
          {text('titleEn', 'content.editor.titleEn')}
        </div>
        {text('slug', 'content.editor.slug', { hint: t('content.editor.slugHint') })}
        <RichTextEditor
          label={t('content.editor.bodyNl')}
          value={form.bodyNl}
          onChange={set('bodyNl')}
          error={errors.bodyNl}
          name="bodyNl"
          profile="content"
          data-testid="body-nl"
        />
        <RichTextEditor
          label={t('content.editor.bodyEn')}
          value={form.bodyEn}
          onChange={set('bodyEn')}
          error={errors.bodyEn}
          name="bodyEn"
          profile="content"
        />
      </div>
      <div className={page.card}>
        <h2 className={page.h2}>{t('content.editor.seo')}</h2>
        <div className={styles.grid}>
          {text('seoTitleNl', 'content.editor.seoTitleNl')}
          {text('seoTitleEn', 'content.editor.seoTitleEn')}
        </div>
        <div className={styles.grid}>
          {(['seoDescriptionNl', 'seoDescriptionEn'] as const).map((key) => (
            <Field
              key={key}
              label={t(`content.editor.${key}`)}
              validationMessage={errors[key]}
              validationState={errors[key] ? 'error' : 'none'}
            >
              <Textarea value={form[key]} onChange={(_, d) => set(key)(d.value)} />
            </Field>
          ))}
        </div>
        <Checkbox
          checked={form.isHomePage}
          onChange={(_, d) => set('isHomePage')(Boolean(d.checked))}
          label={t('content.editor.onHome')}
        />
      </div>
      <div className={styles.actions}>
        <Button
          onClick={async () => {
            await preview.mutateAsync({ bodyNl: form.bodyNl, bodyEn: form.bodyEn });
            setPreviewOpen(true);
          }}
        >
          {t('content.editor.preview')}
        </Button>
        <Button onClick={() => void submit('draft')} disabled={save.isPending}>
          {status === 'published' ? t('content.editor.unpublish') : t('content.editor.saveDraft')}
        </Button>
        <Button
          appearance="primary"
          onClick={() => void submit('published')}
          disabled={save.isPending}
          data-testid="publish"
        >
          {t('content.editor.publish')}
        </Button>
        {existing.data?.status === 'published' ? (
          <Button appearance="subtle" onClick={() => navigate(`/${existing.data!.slug}`)}>
            {t('content.editor.view')}
          </Button>
        ) : null}
      </div>
      {id ? <PageVersions pageId={id} /> : null}
      <Dialog open={previewOpen} onOpenChange={(_, d) => setPreviewOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{form.titleNl || form.titleEn}</DialogTitle>
            <DialogContent>
              <ContentHtml html={preview.data?.bodyNl ?? preview.data?.bodyEn ?? ''} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPreviewOpen(false)}>{t('content.editor.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </PageFrame>
  );
}
