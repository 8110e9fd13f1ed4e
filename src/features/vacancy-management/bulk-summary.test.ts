import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import {
  describeBulkRefusal,
  findRefusedId,
  hasBulkChanges,
  summarizeBulkEdit,
} from './bulk-summary';
import { getVacancyStatusActions } from './status-actions';

const names: Record<string, string> = { t1: 'Sport', t2: 'Koken' };
const tagName = (id: string) => names[id] ?? id;

describe('summarizeBulkEdit', () => {
  it('says in English what will change', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(
      summarizeBulkEdit(
        intl,
        { ids: ['a', 'b', 'c'], status: 'closed', addTagIds: ['t1'] },
        tagName,
      ),
    ).toBe('3 vacancies: status to Closed and tag Sport added.');
  });

  it('says it in Dutch, with every kind of change', () => {
    const intl = createIntl({ locale: 'nl', messages: nl });
    expect(
      summarizeBulkEdit(
        intl,
        { ids: ['a'], addTagIds: ['t1'], removeTagIds: ['t2'], startsOn: '2026-12-01' },
        tagName,
      ),
    ).toBe('1 vacature: tag Sport erbij, tag Koken eraf en begindatum 1 dec 2026.');
  });
});

describe('hasBulkChanges', () => {
  it('needs at least one change', () => {
    expect(hasBulkChanges({ ids: ['a'], addTagIds: [], startsOn: '' })).toBe(false);
    expect(hasBulkChanges({ ids: ['a'], endsOn: '2026-12-31' })).toBe(true);
  });
});

describe('findRefusedId', () => {
  it('finds the vacancy by the pointer index or by its id in the detail', () => {
    const ids = ['a1', 'b2', 'c3'];
    expect(findRefusedId(ids, { source: { pointer: '/data/attributes/ids/2' } })).toBe('c3');
    expect(findRefusedId(ids, { detail: 'Vacancy b2 was not found.' })).toBe('b2');
    expect(findRefusedId(ids, { detail: 'Something else.' })).toBeUndefined();
  });
});

describe('describeBulkRefusal', () => {
  const intl = createIntl({ locale: 'nl', messages: nl });
  const vacancyOf = (id: string) =>
    id === 'b2' ? { title: 'Taalmaatje', status: 'published' as const } : undefined;

  it('names the vacancy and the refused status change in the reader language', () => {
    expect(
      describeBulkRefusal(
        intl,
        { ids: ['a1', 'b2'], status: 'draft' },
        { status: '422', detail: 'not allowed', source: { pointer: '/data/attributes/ids/1' } },
        vacancyOf,
      ),
    ).toBe(
      'Taalmaatje kan niet van Gepubliceerd naar Concept. Kies een andere status of laat die vacature weg.',
    );
  });

  it('says when a vacancy is not found, and gives up when none is named', () => {
    expect(
      describeBulkRefusal(
        intl,
        { ids: ['a1', 'b2'] },
        { status: '404', detail: 'Vacancy b2 was not found.' },
        vacancyOf,
      ),
    ).toMatch(/^Taalmaatje is niet gevonden/);
    expect(
      describeBulkRefusal(intl, { ids: ['a1'] }, { status: '422', detail: 'x' }, vacancyOf),
    ).toBeNull();
  });
});

describe('getVacancyStatusActions', () => {
  it('offers only the allowed transitions, with words for each', () => {
    expect(getVacancyStatusActions('draft').map((a) => a.labelId)).toEqual([
      'vacancyManage.action.publish',
      'vacancyManage.action.archive',
    ]);
    expect(getVacancyStatusActions('closed').map((a) => a.labelId)).toEqual([
      'vacancyManage.action.reopen',
      'vacancyManage.action.archive',
    ]);
    expect(getVacancyStatusActions('archived').map((a) => a.to)).toEqual(['draft']);
    for (const a of getVacancyStatusActions('published')) {
      expect((en as Record<string, string>)[a.labelId]).toBeTypeOf('string');
      expect((nl as Record<string, string>)[a.doneId]).toBeTypeOf('string');
    }
  });
});
