// Writing a news item: titles, summaries and texts in Dutch and English, a cover from the media
// library, and when it shows: a draft, at once, or at a date and time (it then appears by
// itself). The server's refusals are shown at their fields.
import {
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ImageRegular, DismissRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { formatAmsterdamLocal } from '../../../../common/amsterdam-time';
import { FormError, NetworkSubmitButton } from '../../../components/form-parts';
import { describeError } from '../../../components/error-message';
import { MediaPickerDialog } from '../../../components/media-picker-dialog';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { isApiError } from '../../../lib/api-client';
import type { PickedMedia } from '../../../lib/media-library';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useT } from '../../../lib/use-t';
import { useIntl } from 'react-intl';
import type { NewsInput, NewsItem } from '../api/news';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '50rem',
  },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  },
  cover: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  preview: {
    width: '12rem',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  when: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type When = 'draft' | 'now' | 'at';

export interface NewsFormValues {
  input: NewsInput;
}

export function NewsForm({
  item,
  submitting,
  error,
  onSubmit,
}: {
  item: NewsItem | null;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: NewsInput) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const gate = useNetworkGate();
  const [titleNl, setTitleNl] = useState(item?.titleNl ?? '');
  const [titleEn, setTitleEn] = useState(item?.titleEn ?? '');
  const [summaryNl, setSummaryNl] = useState(item?.summaryNl ?? '');
  const [summaryEn, setSummaryEn] = useState(item?.summaryEn ?? '');
  const [bodyNl, setBodyNl] = useState(item?.bodyNl ?? '');
  const [bodyEn, setBodyEn] = useState(item?.bodyEn ?? '');
  const [slug, setSlug] = useState(item?.slug ?? '');
  const [cover, setCover] = useState<{ id: string; url: string } | null>(
    item?.coverFileId && item.coverImage
      ? { id: item.coverFileId, url: item.coverImage.url }
      : null,
  );
  const [coverNote, setCoverNote] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const initialWhen: When = !item?.publishedAt
    ? 'draft'
    : item.status === 'scheduled'
      ? 'at'
      : 'now';
  const [when, setWhen] = useState<When>(initialWhen);
  const [at, setAt] = useState(
    item?.publishedAt ? formatAmsterdamLocal(new Date(item.publishedAt)) : '',
  );

  const fieldError = (name: string) => {
    if (!isApiError(error)) return undefined;
    const found = error.errors.find((e) => e.source?.pointer === `/data/attributes/${name}`);
    return found?.detail;
  };
  const general =
    error && !(isApiError(error) && error.status === 422) ? describeError(intl, error) : null;

  const pick = (media: PickedMedia) => {
    if (!media.id) {
      setCoverNote(t('news.form.coverNeedsFile'));
      return;
    }
    setCoverNote(null);
    setCover({ id: media.id, url: media.url });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keepPublished = item?.status === 'published' && when === 'now' ? item.publishedAt : null;
    const publishedAt =
      when === 'draft'
        ? null
        : when === 'at'
          ? at || null
          : (keepPublished ?? new Date().toISOString());
    onSubmit({
      titleNl: titleNl.trim() || null,
      titleEn: titleEn.trim() || null,
      summaryNl: summaryNl.trim() || null,
      summaryEn: summaryEn.trim() || null,
      bodyNl: bodyNl || null,
      bodyEn: bodyEn || null,
      ...(slug.trim() ? { slug: slug.trim() } : {}),
      coverFileId: cover?.id ?? null,
      publishedAt,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError error={general} />
      <div className={styles.pair}>
        <Field label={t('news.form.titleNl')} validationMessage={fieldError('title_nl')}>
          <Input value={titleNl} onChange={(_, d) => setTitleNl(d.value)} maxLength={200} />
        </Field>
        <Field label={t('news.form.titleEn')} validationMessage={fieldError('title_en')}>
          <Input value={titleEn} onChange={(_, d) => setTitleEn(d.value)} maxLength={200} />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label={t('news.form.summaryNl')} validationMessage={fieldError('summary_nl')}>
          <Textarea value={summaryNl} onChange={(_, d) => setSummaryNl(d.value)} maxLength={500} />
        </Field>
        <Field label={t('news.form.summaryEn')} validationMessage={fieldError('summary_en')}>
          <Textarea value={summaryEn} onChange={(_, d) => setSummaryEn(d.value)} maxLength={500} />
        </Field>
      </div>
      <RichTextEditor
        label={t('news.form.bodyNl')}
        value={bodyNl}
        onChange={setBodyNl}
        error={fieldError('body_nl')}
        name="body_nl"
      />
      <RichTextEditor
        label={t('news.form.bodyEn')}
        value={bodyEn}
        onChange={setBodyEn}
        error={fieldError('body_en')}
        name="body_en"
      />
      <Field
        label={t('news.form.cover')}
        hint={t('news.form.coverHint')}
        validationMessage={coverNote ?? fieldError('cover_file_id')}
        validationState={coverNote ? 'warning' : undefined}
      >
        <div className={styles.cover}>
          {cover ? <img src={cover.url} alt="" className={styles.preview} /> : null}
          <Button icon={<ImageRegular />} onClick={() => setPicking(true)}>
            {cover ? t('news.form.coverChange') : t('news.form.coverChoose')}
          </Button>
          {cover ? (
            <Button icon={<DismissRegular />} appearance="subtle" onClick={() => setCover(null)}>
              {t('news.form.coverRemove')}
            </Button>
          ) : null}
        </div>
      </Field>
      <MediaPickerDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
      <Field
        label={t('news.form.slug')}
        hint={t('news.form.slugHint')}
        validationMessage={fieldError('slug')}
      >
        <Input value={slug} onChange={(_, d) => setSlug(d.value)} maxLength={120} />
      </Field>
      <div className={styles.when}>
        <Field label={t('news.form.when')} validationMessage={fieldError('published_at')}>
          <RadioGroup value={when} onChange={(_, d) => setWhen(d.value as When)}>
            <Radio value="draft" label={t('news.form.whenDraft')} />
            <Radio value="now" label={t('news.form.whenNow')} />
            <Radio value="at" label={t('news.form.whenAt')} />
          </RadioGroup>
        </Field>
        {when === 'at' ? (
          <Field label={t('news.form.at')} required>
            <Input
              type="datetime-local"
              value={at}
              onChange={(_, d) => setAt(d.value)}
              data-testid="news-published-at"
            />
          </Field>
        ) : null}
      </div>
      <div>
        <NetworkSubmitButton gate={gate} submitting={submitting}>
          {t('news.form.save')}
        </NetworkSubmitButton>
        {gate.hint}
      </div>
    </form>
  );
}
