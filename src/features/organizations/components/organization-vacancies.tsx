// An organization's public vacancies on its page: title (the link), place or 'remote', and hours
// a week; drawn by `renderVacancies` when the app composes the page with the vacancies feature's
// cards, else as this plain list.
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular, HomeRegular, LocationRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import type { OrganizationDetail } from '../api/get-organization';

const useStyles = makeStyles({
  vacancyList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  vacancy: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  vacancyTitle: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export type OrganizationVacancy = NonNullable<OrganizationDetail['vacancies']>[number];

/** The organization's vacancies: title (the link), place or 'remote', and hours a week. */
export function OrganizationVacancies({
  vacancies,
  renderVacancies,
}: {
  vacancies: OrganizationVacancy[];
  renderVacancies?: (vacancies: OrganizationVacancy[]) => ReactNode;
}) {
  const intl = useIntl();
  const t = useT();
  const styles = useStyles();
  const page = usePageStyles();
  return (
    <section className={page.card} aria-labelledby="organization-vacancies">
      <h2 id="organization-vacancies" className={page.h2}>
        {t('organizations.vacancies')}
      </h2>
      {vacancies.length === 0 ? (
        <Body1>{t('organizations.noVacancies')}</Body1>
      ) : renderVacancies ? (
        <div data-testid="organization-vacancies">{renderVacancies(vacancies)}</div>
      ) : (
        <ul className={styles.vacancyList} data-testid="organization-vacancies">
          {vacancies.map((v) => (
            <li key={v.id} className={styles.vacancy}>
              <AppLink href={`/vacancies/${v.id}`} className={styles.vacancyTitle}>
                {pickLocalized(v.titleNl, v.titleEn, intl.locale) || t('vacancies.untitled')}
              </AppLink>
              <span className={styles.facts}>
                <span className={styles.fact}>
                  {v.remote && !v.city ? (
                    <HomeRegular aria-hidden />
                  ) : (
                    <LocationRegular aria-hidden />
                  )}
                  {v.city
                    ? v.remote
                      ? t('vacancies.cityOrRemote', { city: v.city })
                      : v.city
                    : t(v.remote ? 'vacancies.remote' : 'vacancies.noPlace')}
                </span>
                {v.hoursPerWeek !== null && v.hoursPerWeek !== undefined ? (
                  <span className={styles.fact}>
                    <ClockRegular aria-hidden />
                    {t('vacancies.hoursPerWeek', { hours: v.hoursPerWeek })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
