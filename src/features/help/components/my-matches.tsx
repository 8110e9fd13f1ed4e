// A volunteer's matches: who needs what, when, and (now that they are matched) where and how to
// reach them; a VOG the category needs is said plainly. Done or 'cannot after all' with one button
// each (that needs the network). Readable offline from the persisted cache.
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CallRegular, LocationRegular, MailRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { describeError } from '../../../components/error-message';
import { usePageStyles } from '../../../components/page-frame';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useChangeHelpMatchStatus } from '../api/change-help-match-status';
import { formatAvailability } from '../format';
import type { HelpMatch } from '../types';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  p: { margin: 0 },
  contact: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

export function MyMatches({ matches, gate }: { matches: HelpMatch[]; gate: NetworkGate }) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const change = useChangeHelpMatchStatus();

  const end = async (match: HelpMatch, status: 'done' | 'cancelled') => {
    try {
      await change.mutateAsync({ id: match.id, status, note: null });
      toast.success(t(status === 'done' ? 'help.match.doneToast' : 'help.match.cancelledToast'));
    } catch (error) {
      toast.error(describeError(intl, error));
    }
  };

  if (matches.length === 0) {
    return <p className={styles.muted}>{t('help.match.none')}</p>;
  }
  return (
    <ul className={styles.list} data-testid="my-matches">
      {matches.map((m) => (
        <li key={m.id} className={page.card} data-testid="my-match">
          <div className={styles.head}>
            <Text weight="semibold" size={400}>
              {pickLocalized(m.categoryNameNl, m.categoryNameEn, intl.locale)}
            </Text>
            <Badge appearance="tint" color={m.status === 'active' ? 'brand' : 'subtle'}>
              {t(`help.match.status.${m.status}`)}
            </Badge>
          </div>
          <p className={styles.p}>{m.description}</p>
          <p className={styles.muted}>
            {formatAvailability(intl, m.availability, m.wantedFrom, m.wantedUntil)}
          </p>
          {m.vogRequired && !m.vogChecked ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{t('help.vog.missingVolunteer')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {m.contactName ? (
            <ul
              className={styles.contact}
              aria-label={t('help.match.contact')}
              data-testid="match-contact"
            >
              <li className={styles.line}>
                <LocationRegular aria-hidden />
                <span>
                  {[
                    m.contactName,
                    [m.street, m.houseNumber].filter(Boolean).join(' '),
                    [m.postcode, m.city].filter(Boolean).join(' '),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </li>
              {m.contactPhone ? (
                <li className={styles.line}>
                  <CallRegular aria-hidden />
                  <a href={`tel:${m.contactPhone.replace(/\s+/g, '')}`}>{m.contactPhone}</a>
                </li>
              ) : null}
              {m.contactEmail ? (
                <li className={styles.line}>
                  <MailRegular aria-hidden />
                  <a href={`mailto:${m.contactEmail}`}>{m.contactEmail}</a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className={styles.muted}>{t('help.match.contactGone')}</p>
          )}
          {m.allowedStatuses.length > 0 ? (
            <div className={styles.actions}>
              <Button
                appearance="primary"
                size={BUTTON_SIZE}
                disabledFocusable={gate.offline}
                aria-describedby={gate.offline ? gate.describedBy : undefined}
                onClick={() => void end(m, 'done')}
              >
                {t('help.match.done')}
              </Button>
              <Button
                size={BUTTON_SIZE}
                disabledFocusable={gate.offline}
                aria-describedby={gate.offline ? gate.describedBy : undefined}
                onClick={() => void end(m, 'cancelled')}
              >
                {t('help.match.cannot')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
