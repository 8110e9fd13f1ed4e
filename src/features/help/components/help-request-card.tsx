// One help request as the coordinator sees it: what, when, where and who, the suggested offers
// with their score, reasons and VOG situation ('Koppelen'), status changes and the history. A
// card on a phone and a desktop alike (a request is too rich for a table row).
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  CallRegular,
  HistoryRegular,
  LinkRegular,
  LocationRegular,
  MailRegular,
  PersonRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { usePageStyles } from '../../../components/page-frame';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { formatAvailability } from '../format';
import { formatMatchReasons } from '../../../lib/match-reasons';
import type { HelpRequest, HelpSuggestion } from '../types';
import type { HelpAction } from './help-action-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  facts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  fact: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  p: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  h3: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  suggestions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  suggestion: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  suggestionHead: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  history: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
  },
});

function VogBadge({ suggestion }: { suggestion: HelpSuggestion }) {
  const t = useT();
  if (!suggestion.vog.required) return null;
  return suggestion.vog.checked ? (
    <Badge appearance="tint" color="success">
      {t('help.vog.checked')}
    </Badge>
  ) : (
    <Badge appearance="filled" color="warning" data-testid="vog-missing">
      {t('help.vog.missing')}
    </Badge>
  );
}

function SuggestionItem({
  suggestion,
  onMatch,
  gate,
}: {
  suggestion: HelpSuggestion;
  onMatch: () => void;
  gate: NetworkGate;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <li className={styles.suggestion} data-testid="help-suggestion">
      <div className={styles.suggestionHead}>
        <Text weight="semibold">{suggestion.volunteerName}</Text>
        <div className={styles.badges}>
          <Badge appearance="tint" color="brand">
            {t('help.suggestion.score', {
              score: intl.formatNumber(suggestion.score, { style: 'percent' }),
            })}
          </Badge>
          <VogBadge suggestion={suggestion} />
        </div>
      </div>
      <ul className={styles.reasons}>
        {formatMatchReasons(intl, suggestion.reasons, 'help').map((r) => (
          <li key={r.code}>{r.text}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<LinkRegular />}
          disabledFocusable={gate.offline}
          aria-describedby={gate.offline ? gate.describedBy : undefined}
          onClick={onMatch}
          aria-label={t('help.match.actionFor', { name: suggestion.volunteerName })}
        >
          {t('help.match.action')}
        </Button>
      </div>
    </li>
  );
}

export function RequestCard({
  request,
  onAction,
  gate,
}: {
  request: HelpRequest;
  onAction: (action: HelpAction) => void;
  gate: NetworkGate;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const category = pickLocalized(request.categoryNameNl, request.categoryNameEn, intl.locale);
  const suggestions = request.meta?.suggestions ?? [];
  const titleId = `help-request-${request.id}`;
  return (
    <li className={page.card} aria-labelledby={titleId} data-testid="help-request">
      <div className={styles.head}>
        <h3 id={titleId} className={styles.h3}>
          {category}
          {request.city ? ` · ${request.city}` : ''}
        </h3>
        <div className={styles.badges}>
          <Badge appearance="filled" color={request.status === 'new' ? 'important' : 'informative'}>
            {t(`help.request.status.${request.status}`)}
          </Badge>
          {request.meta?.categoryRequiresVog ? (
            <Badge appearance="tint" color="warning">
              {t('help.vog.badge')}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={styles.columns}>
        <div className={styles.root}>
          <p className={styles.p}>{request.description || t('help.request.erased')}</p>
          <ul className={styles.facts}>
            <li className={styles.fact}>
              <HistoryRegular aria-hidden />
              <span>
                {formatAvailability(
                  intl,
                  request.availability,
                  request.wantedFrom,
                  request.wantedUntil,
                )}
              </span>
            </li>
            {request.contactName ? (
              <li className={styles.fact}>
                <PersonRegular aria-hidden />
                <span>{request.contactName}</span>
              </li>
            ) : null}
            <li className={styles.fact}>
              <LocationRegular aria-hidden />
              <span>
                {[
                  [request.street, request.houseNumber].filter(Boolean).join(' '),
                  [request.postcode, request.city].filter(Boolean).join(' '),
                ]
                  .filter(Boolean)
                  .join(', ')}
                {request.located ? '' : ` (${t('help.request.notLocated')})`}
              </span>
            </li>
            {request.contactPhone ? (
              <li className={styles.fact}>
                <CallRegular aria-hidden />
                <a href={`tel:${request.contactPhone.replace(/\s+/g, '')}`}>
                  {request.contactPhone}
                </a>
              </li>
            ) : null}
            {request.contactEmail ? (
              <li className={styles.fact}>
                <MailRegular aria-hidden />
                <a href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a>
              </li>
            ) : null}
          </ul>
          {request.events && request.events.length > 0 ? (
            <details>
              <summary>{t('help.request.history')}</summary>
              <ol className={styles.history}>
                {request.events.map((e) => (
                  <li key={e.id}>
                    {t('help.request.event', {
                      time: intl.formatDate(e.createdAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                      status: t(`help.request.status.${e.toStatus}`),
                      actor: e.actorName ?? t('help.request.resident'),
                    })}
                    {e.note ? ` — ${e.note}` : ''}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </div>
        {request.status === 'new' ? (
          <div className={styles.root}>
            <h4 className={styles.h3}>{t('help.suggestion.title')}</h4>
            {suggestions.length > 0 ? (
              <ul className={styles.suggestions}>
                {suggestions.map((s) => (
                  <SuggestionItem
                    key={s.offerId}
                    suggestion={s}
                    gate={gate}
                    onMatch={() => onAction({ kind: 'match', request, suggestion: s })}
                  />
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('help.suggestion.none')}</p>
            )}
          </div>
        ) : null}
      </div>
      {request.allowedStatuses.length > 0 ? (
        <div className={styles.actions}>
          {request.allowedStatuses.map((status) => (
            <Button
              key={status}
              size={BUTTON_SIZE}
              appearance={status === 'done' ? 'primary' : 'secondary'}
              disabledFocusable={gate.offline}
              aria-describedby={gate.offline ? gate.describedBy : undefined}
              onClick={() =>
                onAction({ kind: 'status', request, status: status as 'done' | 'cancelled' })
              }
            >
              {t(`help.request.action.${status}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
