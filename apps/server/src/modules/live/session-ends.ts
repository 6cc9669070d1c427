import type { SessionSignal } from '../../platform/session-signals.js';
import type { SessionStore } from '../../platform/session-store.js';

/** Whose session an open stream runs on. */
export interface StreamSession {
  sessionId: string;
  /** The account owner (a team member's owner too). */
  userId: number;
  memberId: number | null;
}

/** Whether a sign-out or change signal may have ended this session. */
export function touches(signal: SessionSignal, who: StreamSession): boolean {
  if ('all' in signal) return true;
  if ('session' in signal) return signal.session === who.sessionId;
  if ('user' in signal) return signal.user === who.userId;
  return signal.member === who.memberId;
}

/**
 * The open streams' sessions: when the session store drops a lookup (a sign-out here, or another
 * instance's signal on PostgreSQL), the streams it may concern check their session at once rather
 * than at their next heartbeat. Returns the watch (add, remove) and its stop.
 */
export function watchSessionEnds(sessions: SessionStore) {
  const open = new Map<object, { who: StreamSession; check: () => void }>();
  const stop = sessions.onDrop((signal) => {
    for (const { who, check } of open.values()) if (touches(signal, who)) check();
  });
  return {
    add: (stream: object, who: StreamSession, check: () => void) => open.set(stream, { who, check }),
    remove: (stream: object) => open.delete(stream),
    stop,
  };
}
