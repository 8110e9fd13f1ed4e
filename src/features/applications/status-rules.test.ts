import { describe, expect, it } from 'vitest';
import { getBulkActions, getStatusActions, isApplicationManager } from './status-rules';

describe('getStatusActions', () => {
  it('offers what the server allows, in a fixed order', () => {
    expect(getStatusActions(['rejected', 'accepted', 'in_progress']).map((a) => a.to)).toEqual([
      'in_progress',
      'accepted',
      'rejected',
    ]);
    expect(getStatusActions([])).toEqual([]);
    expect(getStatusActions(undefined)).toEqual([]);
  });

  it('asks for a note when deciding and for a confirmation when withdrawing', () => {
    const byTo = Object.fromEntries(
      getStatusActions(['in_progress', 'accepted', 'rejected', 'withdrawn']).map((a) => [a.to, a]),
    );
    expect(byTo.in_progress?.asks).toBe('nothing');
    expect(byTo.accepted?.asks).toBe('note');
    expect(byTo.rejected?.asks).toBe('note');
    expect(byTo.withdrawn?.asks).toBe('confirm');
    expect(byTo.withdrawn?.labelId).toBe('applications.action.withdraw');
  });

  it('never offers going back to new', () => {
    expect(getStatusActions(['new'])).toEqual([]);
  });
});

describe('getBulkActions', () => {
  it('offers only the changes every selected application allows', () => {
    const fresh = { allowedStatuses: ['in_progress', 'accepted', 'rejected'] as const };
    const handled = { allowedStatuses: ['accepted', 'rejected'] as const };
    const decided = { allowedStatuses: [] as const };
    expect(getBulkActions([fresh, handled]).map((a) => a.to)).toEqual(['accepted', 'rejected']);
    expect(getBulkActions([fresh, decided])).toEqual([]);
    expect(getBulkActions([])).toEqual([]);
  });

  it('never withdraws in bulk', () => {
    expect(getBulkActions([{ allowedStatuses: ['withdrawn'] }])).toEqual([]);
  });
});

describe('isApplicationManager', () => {
  it('is true for the organization side only', () => {
    expect(isApplicationManager([{ name: 'organization_admin' }])).toBe(true);
    expect(isApplicationManager([{ name: 'center_admin' }])).toBe(true);
    expect(isApplicationManager([{ name: 'admin' }])).toBe(true);
    expect(isApplicationManager([{ name: 'volunteer' }])).toBe(false);
    expect(isApplicationManager([])).toBe(false);
  });
});
