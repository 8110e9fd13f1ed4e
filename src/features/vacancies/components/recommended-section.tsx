// "For you": for a signed-in volunteer, the vacancies that fit their volunteer profile best, each
// with why (shared skills, distance, matching weekday parts). Without a profile, a hint to fill
// it in. Others (organization and center admins) do not see the section.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { useAppContext } from '../../../lib/app-context';
import { useMinWidth } from '../../../lib/breakpoints';
import { hasRole } from '../../../lib/session/organizations';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useRecommendedVacancies } from '../api/get-recommended-vacancies';
import { VacancyGrid } from './vacancy-grid';

const PHONE_COUNT = 2;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontFamily: 'var(--font-heading, inherit)',
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function useShowsRecommendations(): string | undefined {
  const { tenant } = useAppContext();
  const { user, roles } = useCurrentUser();
  if (!user || !tenant.tenantConfig.features.volunteerProfiles) return undefined;
  // Like the profile pages: a user with no role yet is treated as a volunteer.
  return hasRole(roles, 'volunteer') || roles.length === 0 ? user.id : undefined;
}

export function RecommendedSection() {
  const intl = useIntl();
  const styles = useStyles();
  const userId = useShowsRecommendations();
  const recommended = useRecommendedVacancies(userId);
  // On a phone the first few, so the search results are not pushed out of sight.
  const wide = useMinWidth('md');
  const [all, setAll] = useState(false);
  if (!userId || !recommended.data) return null;
  const { vacancies, profileMissing } = recommended.data;
  const shown = wide || all ? vacancies : vacancies.slice(0, PHONE_COUNT);
  if (!profileMissing && vacancies.length === 0) return null;

  return (
    <section className={styles.root} aria-labelledby="for-you" data-testid="recommended">
      <h2 id="for-you" className={styles.heading}>
        <SparkleRegular aria-hidden />
        {intl.formatMessage({ id: 'vacancies.forYou.title' })}
      </h2>
      {profileMissing ? (
        <MessageBar intent="info" layout="multiline" data-testid="profile-missing">
          <MessageBarBody>
            <FormattedMessage
              id="vacancies.forYou.profileMissing"
              values={{
                link: (chunks) => <AppLink href="/profile-edit">{chunks}</AppLink>,
              }}
            />
          </MessageBarBody>
        </MessageBar>
      ) : (
        <VacancyGrid vacancies={shown} columns={3} showReasons id="for-you-list" />
      )}
      {shown.length < vacancies.length ? (
        <div>
          <Button
            appearance="secondary"
            onClick={() => {
              setAll(true);
              // The button goes: focus moves on to the first card that was not shown.
              window.setTimeout(() =>
                document
                  .querySelector<HTMLAnchorElement>(
                    `#for-you-list > li:nth-child(${PHONE_COUNT + 1}) a`,
                  )
                  ?.focus(),
              );
            }}
          >
            {intl.formatMessage({ id: 'vacancies.forYou.more' }, { count: vacancies.length })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
