// /uren/overzicht?jaar=2026: a printable statement of a volunteer's approved hours in one year, per
// month and in total, with the center's name: for a reference, a study placement or an employer.
// The browser prints it or saves it as PDF; the buttons do not print.
import {
  Body1,
  Button,
  Caption1,
  Select,
  Spinner,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, PrintRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentCenter } from '../../../lib/center';
import { getDisplayName } from '../../../lib/session/types';
import { useSessionValue } from '../../../lib/session/session';
import { useT } from '../../../lib/use-t';
import { useMyHours } from '../api/get-hours';
import { formatHours } from '../hour-form';

const useStyles = makeStyles({
  sheet: {
    maxWidth: '48rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderTop: `6px solid ${tokens.colorBrandBackground}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow8,
    '@media print': { padding: 0, maxWidth: 'none', boxShadow: 'none', borderTop: 'none' },
  },
  brand: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    margin: 0,
  },
  yearPick: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    '@media print': { display: 'none' },
  },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `2px ${tokens.spacingHorizontalL}`,
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'start',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'top',
    },
    '& td:last-child, & th:last-child': { textAlign: 'end', whiteSpace: 'nowrap' },
  },
  month: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  total: {
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    textAlign: 'start',
    paddingBottom: tokens.spacingVerticalS,
  },
});

export default function HoursStatementPage() {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const thisYear = new Date().getFullYear();
  const year = /^\d{4}$/.test(search.get('jaar') ?? '') ? search.get('jaar')! : String(thisYear);
  const user = useSessionValue((s) => s.user);
  const center = useCurrentCenter();
  const { tenant } = useAppContext();
  const hours = useMyHours();
  const centerName = center.data?.profile?.name ?? center.data?.name ?? tenant.tenantConfig.appName;
  const approved = (hours.data?.entries ?? []).filter(
    (e) => e.status === 'approved' && e.workedOn.startsWith(year),
  );
  const months = [...new Set(approved.map((e) => e.workedOn.slice(0, 7)))].sort();
  const sum = (list: typeof approved) => list.reduce((s, e) => s + e.hours, 0);
  const years = [
    ...new Set([String(thisYear), ...(hours.data?.totals?.byYear ?? []).map((y) => y.period)]),
  ]
    .sort()
    .reverse();
  return (
    <div className={styles.sheet}>
      <div className={styles.tools}>
        <AppLink href="/uren" className={styles.back}>
          <ArrowLeftRegular aria-hidden />
          {t('hours.statement.back')}
        </AppLink>
        <label className={styles.yearPick}>
          <Caption1>{t('hours.statement.year')}</Caption1>
          <Select
            value={year}
            onChange={(_, d) => navigate(`/uren/overzicht?jaar=${d.value}`)}
            aria-label={t('hours.statement.year')}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </label>
        <Button appearance="primary" icon={<PrintRegular />} onClick={() => window.print()}>
          {t('hours.statement.print')}
        </Button>
      </div>
      <p className={styles.brand}>{centerName}</p>
      <Title1 as="h1">{t('hours.statement.title', { year })}</Title1>
      <dl className={styles.facts}>
        <dt>{t('hours.statement.volunteer')}</dt>
        <dd>{user ? getDisplayName(user) : ''}</dd>
        <dt>{t('hours.statement.center')}</dt>
        <dd>{centerName}</dd>
        <dt>{t('hours.statement.made')}</dt>
        <dd>{intl.formatDate(new Date(), { dateStyle: 'long' })}</dd>
      </dl>
      {hours.isPending ? <Spinner /> : null}
      {hours.error && !hours.data ? <ErrorMessage error={hours.error} /> : null}
      {hours.data && approved.length === 0 ? (
        <Body1>{t('hours.statement.empty', { year })}</Body1>
      ) : null}
      {approved.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.total}>
            {t('hours.statement.total', { hours: formatHours(sum(approved), intl.locale), year })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('hours.field.workedOn')}</th>
              <th scope="col">{t('hours.field.subject')}</th>
              <th scope="col">{t('hours.statement.organization')}</th>
              <th scope="col">{t('hours.field.hours')}</th>
            </tr>
          </thead>
          {months.map((month) => {
            const inMonth = approved
              .filter((e) => e.workedOn.startsWith(month))
              .sort((a, b) => a.workedOn.localeCompare(b.workedOn));
            const label = intl.formatDate(new Date(`${month}-15T12:00:00`), {
              month: 'long',
              year: 'numeric',
            });
            return (
              <tbody key={month}>
                <tr className={styles.month}>
                  <th scope="rowgroup" colSpan={3}>
                    {label}
                  </th>
                  <td>{formatHours(sum(inMonth), intl.locale)}</td>
                </tr>
                {inMonth.map((e) => (
                  <tr key={e.id}>
                    <td>
                      {intl.formatDate(new Date(`${e.workedOn}T12:00:00`), { dateStyle: 'medium' })}
                    </td>
                    <td>{pickLocalized(e.subjectTitleNl, e.subjectTitleEn, intl.locale)}</td>
                    <td>{e.organizationName ?? centerName}</td>
                    <td>{formatHours(e.hours, intl.locale)}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      ) : null}
      <Caption1>{t('hours.statement.footer', { center: centerName })}</Caption1>
    </div>
  );
}
