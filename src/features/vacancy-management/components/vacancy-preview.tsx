// How the public detail page will show the vacancy, in Dutch and in English (each language falls
// back to the other text, as the public page does with pickLocalized).
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle1,
  Tab,
  TabList,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { createIntl, useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { DAY_PARTS, WEEKDAYS } from '../../../../common/schemas/volunteer-profile';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { isBlankHtml, type VacancyFormValues } from '../form-values';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `0 ${tokens.spacingHorizontalM}`,
  },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  description: {
    overflowWrap: 'anywhere',
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

export function VacancyPreviewDialog({
  values,
  tags,
  organizationName,
  onClose,
}: {
  values: VacancyFormValues;
  tags: readonly Tag[];
  organizationName: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [locale, setLocale] = useState<'nl' | 'en'>(intl.locale === 'en' ? 'en' : 'nl');
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'vacancyManage.preview.title' })}</DialogTitle>
          <DialogContent>
            <TabList
              selectedValue={locale}
              onTabSelect={(_, d) => setLocale(d.value as 'nl' | 'en')}
              aria-label={intl.formatMessage({ id: 'vacancyManage.preview.language' })}
            >
              <Tab value="nl">{intl.formatMessage({ id: 'vacancyManage.lang.nl' })}</Tab>
              <Tab value="en">{intl.formatMessage({ id: 'vacancyManage.lang.en' })}</Tab>
            </TabList>
            <VacancyPreview
              values={values}
              tags={tags}
              organizationName={organizationName}
              locale={locale}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage({ id: 'vacancyManage.preview.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function VacancyPreview({
  values,
  tags,
  organizationName,
  locale,
}: {
  values: VacancyFormValues;
  tags: readonly Tag[];
  organizationName: string;
  locale: 'nl' | 'en';
}) {
  const styles = useStyles();
  const outer = useIntl();
  // The texts of the preview in its own language, whatever the page's language is.
  const intl = createIntl({ locale, messages: outer.messages, onError: () => undefined });
  const t = useT();
  const title = pickLocalized(values.titleNl, values.titleEn, locale);
  const [first, second] =
    locale === 'en'
      ? [values.descriptionEn, values.descriptionNl]
      : [values.descriptionNl, values.descriptionEn];
  const description = isBlankHtml(first) ? second : first;
  const chosen = tags.filter((tag) => values.tagIds.includes(tag.id));
  const date = (d: string) =>
    intl.formatDate(d, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const slots = WEEKDAYS.flatMap((day) =>
    DAY_PARTS.filter((p) => values.schedule[day]?.includes(p)).map((p) =>
      t(`vacancies.slot.${day}.${p}`),
    ),
  );
  const facts: [string, string][] = [];
  if (values.hoursPerWeek) facts.push([t('vacancyManage.field.hoursPerWeek'), values.hoursPerWeek]);
  if (values.commitment)
    facts.push([
      t('vacancyManage.field.commitment'),
      t(`vacancyManage.commitment.${values.commitment}`),
    ]);
  if (values.startsOn || values.endsOn) {
    facts.push([
      t('vacancyManage.preview.period'),
      [
        values.startsOn ? date(values.startsOn) : '…',
        values.endsOn ? date(values.endsOn) : '…',
      ].join(' – '),
    ]);
  }
  facts.push([
    t('vacancyManage.preview.where'),
    values.remote ? t('vacancyManage.preview.remote') : values.city || '—',
  ]);
  facts.push([t('vacancyManage.field.positions'), values.positions || '1']);
  if (slots.length > 0)
    facts.push([
      t('vacancyManage.field.schedule'),
      intl.formatList(slots, { type: 'conjunction' }),
    ]);

  return (
    <article className={styles.body} lang={locale} data-testid={`preview-${locale}`}>
      <Title2 as="h2">{title || t('vacancyManage.preview.noTitle')}</Title2>
      {organizationName ? <Subtitle1 as="p">{organizationName}</Subtitle1> : null}
      {chosen.length > 0 ? (
        <div className={styles.tags}>
          {chosen.map((tag) => (
            <Badge key={tag.id} appearance="tint" shape="rounded">
              {pickLocalized(tag.nameNl, tag.nameEn, locale)}
            </Badge>
          ))}
        </div>
      ) : null}
      <dl className={styles.facts}>
        {facts.map(([term, detail]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
      {isBlankHtml(description) ? (
        <Text>{t('vacancyManage.preview.noDescription')}</Text>
      ) : (
        // The editor's own HTML (only the formats of its toolbar); the server sanitizes it on save.
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
      )}
    </article>
  );
}
