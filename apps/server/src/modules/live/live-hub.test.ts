import type { LiveEventType } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveStream } from './live-hub.js';

function stream() {
  const heard: LiveEventType[] = [];
  const state = { ended: false };
  const live: LiveStream = {
    send: (type) => heard.push(type),
    end: () => {
      state.ended = true;
    },
  };
  return { live, heard, state };
}

describe('LiveHub', () => {
  it('hands a notice to the streams of the businesses it names, no other', () => {
    const hub = new LiveHub();
    const [a1, a2, b] = [stream(), stream(), stream()];
    hub.add(1, a1.live);
    hub.add(1, a2.live);
    hub.add(2, b.live);
    hub.deliver({ owners: [1, 3], type: 'transfers' });
    expect([a1.heard, a2.heard, b.heard]).toEqual([['transfers'], ['transfers'], []]);
    hub.remove(1, a1.live);
    hub.deliver({ owners: [1, 2], type: 'payments' });
    expect([a1.heard, a2.heard, b.heard]).toEqual([['transfers'], ['transfers', 'payments'], ['payments']]);
  });

  it("ends a business's oldest stream past its limit, and refuses new ones past the process's", () => {
    const hub = new LiveHub({ perBusiness: 2, perProcess: 3 });
    const [a1, a2, a3, b, c] = [stream(), stream(), stream(), stream(), stream()];
    hub.add(1, a1.live);
    hub.add(1, a2.live);
    expect(hub.hasRoom(1)).toBe(true);
    hub.add(1, a3.live);
    expect([a1.state.ended, a2.state.ended, hub.size]).toEqual([true, false, 2]);
    hub.add(2, b.live);
    expect(hub.hasRoom(3)).toBe(false);
    // Business 1 at its own limit may still replace its oldest.
    expect(hub.hasRoom(1)).toBe(true);
    hub.deliverEverything();
    expect(b.heard).toEqual(['notifications', 'transfers', 'purchase-requests', 'payments', 'returns']);
    hub.endAll();
    expect([a2.state.ended, a3.state.ended, b.state.ended, c.state.ended, hub.size]).toEqual([
      true,
      true,
      true,
      false,
      0,
    ]);
  });
});
