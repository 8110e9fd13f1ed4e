// One service as the organization's page shows it: name, category and target groups, what it
// is, its opening hours (a table per weekday, today marked) with 'open now', the note the hours
// cannot say, and how to reach it.
import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, MailRegular, PhoneRegular, GlobeRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { usePageStyles } from '../../../components/page-frame';
import type { Tag } from '../../../lib/tags';
import { useNow } from '../../../lib/use-now';
import { useT } from '../../../lib/use-t';
import { formatWeekday, groupByDay, readAmsterdamTime } from '../opening-hours';
import type { OrganizationService } from '../types';
import { OpenBadge } from './open-badge';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':first-of-type': { borderTop: 'none', paddingTop: 0 },
    minWidth: 0,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  description: { margin: 0, whiteSpace: 'pre-line' },
  hours: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  day: {
    textAlign: 'left',
    fontWeight: tokens.fontWeightRegular,
    paddingRight: tokens.spacingHorizontalL,
    paddingBlock: '2px',
    verticalAlign: 'top',
  },
  today: { fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  contact: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  contactItem: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function tagName(tags: readonly Tag[], id: string | null, locale: string): string | null {
  const tag = id ? tags.find((t) => t.id === id) : undefined;
  return tag ? pickLocalized(tag.nameNl, tag.nameEn, locale) : null;
}

export function ServiceDetails({
  service,
  tags,
  headingLevel = 3,
  actions,
}: {
  service: OrganizationService;
  tags: readonly Tag[];
  headingLevel?: 3 | 4;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const now = useNow(60_000);
  const today = readAmsterdamTime(new Date(now)).day;
  const name = pickLocalized(service.nameNl, service.nameEn, intl.locale);
  const description = pickLocalized(service.descriptionNl, service.descriptionEn, intl.locale);
  const note = pickLocalized(service.openingNoteNl, service.openingNoteEn, intl.locale);
  const category = tagName(tags, service.categoryId, intl.locale);
  const groups = service.targetGroupIds
    .map((id) => tagName(tags, id, intl.locale))
    .filter((n): n is string => Boolean(n));
  const address = [
    [service.street, service.number].filter(Boolean).join(' '),
    [service.postcode, service.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const days = groupByDay(service.openingHours);
  return (
    <article className={styles.root} data-testid="service" aria-label={name}>
      <div className={styles.head}>
        <Heading className={styles.name}>{name}</Heading>
        <OpenBadge periods={service.openingHours} />
      </div>
      {category || groups.length > 0 ? (
        <ul className={page.chipList} aria-label={t('socialMap.service.tags')}>
          {category ? (
            <li>
              <Badge appearance="filled" color="brand" shape="rounded">
                {category}
              </Badge>
            </li>
          ) : null}
          {groups.map((g) => (
            <li key={g}>
              <Badge appearance="outline" shape="rounded">
                {g}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {description ? (
        <Body1 as="p" className={styles.description}>
          {description}
        </Body1>
      ) : null}
      {days.length > 0 ? (
        <table className={styles.hours}>
          <caption className={page.srOnly}>{t('socialMap.service.hours', { name })}</caption>
          <tbody>
            {days.map(([day, periods]) => (
              <tr key={day} className={day === today ? styles.today : undefined}>
                <th scope="row" className={`${styles.day} ${day === today ? styles.today : ''}`}>
                  {formatWeekday(day, intl.locale)}
                </th>
                <td>{periods.map((p) => `${p.opens} – ${p.closes}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      {service.contactPhone || service.contactEmail || service.website || address ? (
        <ul className={styles.contact}>
          {service.contactPhone ? (
            <li className={styles.contactItem}>
              <PhoneRegular aria-hidden />
              <a href={`tel:${service.contactPhone.replace(/[^\d+]/g, '')}`}>
                {service.contactPhone}
              </a>
            </li>
          ) : null}
          {service.contactEmail ? (
            <li className={styles.contactItem}>
              <MailRegular aria-hidden />
              <a href={`mailto:${service.contactEmail}`}>{service.contactEmail}</a>
            </li>
          ) : null}
          {service.website ? (
            <li className={styles.contactItem}>
              <GlobeRegular aria-hidden />
              <a href={service.website} target="_blank" rel="noopener noreferrer">
                {service.website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ) : null}
          {address ? (
            <li className={styles.contactItem}>
              <LocationRegular aria-hidden />
              {address}
            </li>
          ) : null}
        </ul>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
