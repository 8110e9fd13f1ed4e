// The parts of /profiel's summaries: a labelled line of a definition list, and the volunteer
// profile in short (what they offer, when, where, their VOG and whether the pool shows them).
import { Tag } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DAY_PARTS, WEEKDAYS } from '../../../../common/schemas/volunteer-profile';
import { countAvailability, type VolunteerProfile } from '../volunteer-profile';
import { useProfileStyles } from './profile-styles';

export function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  const styles = useProfileStyles();
  return (
    <>
      <dt className={styles.term}>
        <FormattedMessage id={labelId} />
      </dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

export function VolunteerSummary({ profile }: { profile: VolunteerProfile }) {
  const intl = useIntl();
  const styles = useProfileStyles();
  const none = <span className={styles.muted}>{intl.formatMessage({ id: 'profile.none' })}</span>;
  const tags = (list: string[]) =>
    list.length > 0 ? (
      <span className={styles.tags}>
        {list.map((tag) => (
          <Tag key={tag} size="small" shape="circular" appearance="brand">
            {tag}
          </Tag>
        ))}
      </span>
    ) : (
      none
    );
  const slots = WEEKDAYS.flatMap((day) =>
    DAY_PARTS.filter((part) => profile.availability?.[day]?.includes(part)).map((part) =>
      // One word, as in the vacancies and their match reasons: 'dinsdagavond'.
      intl.formatMessage({ id: `vacancies.slot.${day}.${part}` }),
    ),
  );

  return (
    <dl className={styles.list} data-testid="volunteer-summary">
      <Item labelId="profile.volunteer.bio">{profile.bio?.trim() || none}</Item>
      <Item labelId="profile.volunteer.skills">{tags(profile.skills ?? [])}</Item>
      <Item labelId="profile.volunteer.interests">{tags(profile.interests ?? [])}</Item>
      <Item labelId="profile.volunteer.availability">
        {countAvailability(profile.availability) > 0
          ? intl.formatList(slots, { type: 'conjunction' })
          : none}
      </Item>
      <Item labelId="profile.volunteer.postcode">
        {profile.postcode ? [profile.postcode, profile.city].filter(Boolean).join(', ') : none}
      </Item>
      <Item labelId="profile.volunteer.vogIssuedOn">
        {profile.vogIssuedOn
          ? intl.formatMessage(
              {
                id: profile.vogCheckedAt
                  ? 'profile.volunteer.vogSummaryChecked'
                  : 'profile.volunteer.vogSummary',
              },
              { date: intl.formatDate(`${profile.vogIssuedOn}T12:00:00Z`, { dateStyle: 'long' }) },
            )
          : none}
      </Item>
      <Item labelId="profile.volunteer.pool">
        <FormattedMessage id={profile.visibleInPool ? 'profile.yes' : 'profile.no'} />
      </Item>
      <Item labelId="profile.digest.title">
        <FormattedMessage id={`profile.digest.${profile.digestFrequency ?? 'none'}`} />
      </Item>
    </dl>
  );
}
