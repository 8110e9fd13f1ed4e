// Why a recommended vacancy suits the reader (meta.match.reasons of GET /vacancies/recommended),
// in words: '3 of your skills: …', 'your interest: nature', '2 km from your home', 'fits your Tuesday evening'. The
// weekday parts are joined into one line; unknown codes are left out rather than shown raw.
import type { IntlShape } from 'react-intl';
import type { MatchReason } from '../../../common/schemas/vacancies';

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
): ReasonText[] {
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
            { id: `vacancies.reason.${kind}${names.length ? 'Named' : ''}` },
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
              ? intl.formatMessage({ id: 'vacancies.reason.distanceNear' })
              : intl.formatMessage(
                  { id: 'vacancies.reason.distance' },
                  { km: formatKm(intl, params.km) },
                ),
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
      case 'remote':
        out.push({ code: 'remote', text: intl.formatMessage({ id: 'vacancies.reason.remote' }) });
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
        { id: 'vacancies.reason.availability' },
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
