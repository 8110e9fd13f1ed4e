// Why a vacancy and a volunteer fit (meta.match.reasons of GET /vacancies/recommended and of the
// volunteer pool, match_reasons of an invitation), in words. The volunteer reads them about
// themselves ('3 of your skills: …', '2 km from your home', 'fits your Tuesday evening'); the
// organization reads them about the volunteer ('has 2 skills this vacancy asks for', '4 km away',
// 'free on Tuesday evening'); a coordinator reads why a neighbour's offer suits a request for help
// ('helps with Groceries', '0.4 km away'). The weekday parts are joined into one line; unknown
// codes are left out rather than shown raw.
import type { IntlShape } from 'react-intl';
import type { MatchReason } from '../../common/schemas/vacancies';

/**
 * Whose eyes the reasons are for: the volunteer's own (`vacancies.reason.*`), the organization's
 * (`pool.reason.*`), or the coordinator's about a help offer (`help.reason.*`).
 */
export type ReasonPerspective = 'volunteer' | 'organization' | 'help';

const PREFIX: Record<ReasonPerspective, string> = {
  volunteer: 'vacancies.reason',
  organization: 'pool.reason',
  help: 'help.reason',
};

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const PARTS = ['morning', 'afternoon', 'evening'] as const;

export interface ReasonText {
  code: string;
  text: string;
}

function formatKm(intl: IntlShape, km: number): string {
  return intl.formatNumber(km, { maximumFractionDigits: km < 10 ? 1 : 0 });
}

export function formatMatchReasons(
  intl: IntlShape,
  reasons: readonly MatchReason[] | undefined,
  perspective: ReasonPerspective = 'volunteer',
): ReasonText[] {
  const prefix = PREFIX[perspective];
  const out: ReasonText[] = [];
  const slots: { order: number; text: string }[] = [];
  for (const reason of reasons ?? []) {
    const params = reason.params ?? {};
    switch (reason.code) {
      case 'skills':
      case 'interests': {
        const names = (params.names ?? []).filter(Boolean);
        const count = params.count ?? names.length;
        if (count < 1) break;
        const kind = reason.code;
        out.push({
          code: kind,
          text: intl.formatMessage(
            { id: `${prefix}.${kind}${names.length ? 'Named' : ''}` },
            { count, names: intl.formatList(names, { type: 'conjunction' }) },
          ),
        });
        break;
      }
      case 'distance': {
        if (typeof params.km !== 'number' || !Number.isFinite(params.km)) break;
        out.push({
          code: 'distance',
          text:
            params.km < 1
              ? intl.formatMessage({ id: `${prefix}.distanceNear` })
              : intl.formatMessage({ id: `${prefix}.distance` }, { km: formatKm(intl, params.km) }),
        });
        break;
      }
      case 'availability': {
        const { day, part } = params;
        if (
          day &&
          part &&
          (DAYS as readonly string[]).includes(day) &&
          (PARTS as readonly string[]).includes(part)
        ) {
          slots.push({
            order: DAYS.indexOf(day) * PARTS.length + PARTS.indexOf(part),
            text: intl.formatMessage({ id: `vacancies.slot.${day}.${part}` }),
          });
        }
        break;
      }
      case 'category': {
        // A help category's names, Dutch and English: the reader's language first.
        const [nl, en] = params.names ?? [];
        const name = (intl.locale.startsWith('en') ? en || nl : nl || en) ?? '';
        if (name) {
          out.push({
            code: 'category',
            text: intl.formatMessage({ id: `${prefix}.category` }, { name }),
          });
        }
        break;
      }
      case 'remote':
        out.push({ code: 'remote', text: intl.formatMessage({ id: `${prefix}.remote` }) });
        break;
      default:
        break;
    }
  }
  if (slots.length > 0) {
    // One line, in week order (the server lists them by its own order).
    slots.sort((a, b) => a.order - b.order);
    out.push({
      code: 'availability',
      text: intl.formatMessage(
        { id: `${prefix}.availability` },
        {
          slots: intl.formatList(
            slots.map((s) => s.text),
            { type: 'conjunction' },
          ),
        },
      ),
    });
  }
  return out;
}
