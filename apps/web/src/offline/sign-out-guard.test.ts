import { describe, expect, it } from 'vitest';
import { afterSyncDecision, signOutDecision } from './sign-out-guard';

const outcome = { synced: 0, errors: 0, failed: 0, pending: 0, failedTotal: 0 };

describe('signOutDecision', () => {
  it('signs out at once when nothing waits (or no local database is open)', () => {
    expect(signOutDecision({ pending: 0, failed: 0 })).toEqual({ kind: 'sign-out' });
    expect(signOutDecision(null)).toEqual({ kind: 'sign-out' });
  });

  it('asks first when sales are pending, counting failed ones too', () => {
    expect(signOutDecision({ pending: 1, failed: 0 })).toEqual({ kind: 'confirm', waiting: 1 });
    expect(signOutDecision({ pending: 2, failed: 1 })).toEqual({ kind: 'confirm', waiting: 3 });
    expect(signOutDecision({ pending: 0, failed: 2 })).toEqual({ kind: 'confirm', waiting: 2 });
  });
});

describe('afterSyncDecision', () => {
  it('signs out when the run sent everything', () => {
    expect(afterSyncDecision({ ...outcome, status: 'done', synced: 3 })).toEqual({ kind: 'sign-out' });
  });

  it('stays when sales are left: refused, connection lost midway, another tab syncing', () => {
    expect(afterSyncDecision({ ...outcome, status: 'done', synced: 2, pending: 1, failedTotal: 1 })).toEqual({
      kind: 'stay',
      waiting: 1,
    });
    expect(afterSyncDecision({ ...outcome, status: 'offline', pending: 2 })).toEqual({ kind: 'stay', waiting: 2 });
    expect(afterSyncDecision({ ...outcome, status: 'busy', pending: 4 })).toEqual({ kind: 'stay', waiting: 4 });
  });

  it('stays without a count when no run happened', () => {
    expect(afterSyncDecision({ status: 'no-connection' })).toEqual({ kind: 'stay', waiting: null });
    expect(afterSyncDecision({ status: 'no-session' })).toEqual({ kind: 'stay', waiting: null });
  });
});
