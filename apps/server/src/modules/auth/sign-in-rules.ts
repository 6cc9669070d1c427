/**
 * The numbers of sign-in throttling (docs/decisions/2026-11-25-sign-in-throttling.md). A pair
 * (account, client address) tries freely a few times, then waits 1 s, 2 s, 4 s … before each
 * next try, at most 15 minutes; the account as a whole allows a number of failures from unknown
 * places within a quarter of an hour.
 */
export const signInRules = {
  freeTries: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten a day after its last one. */
  forgetPairAfterSeconds: 24 * 60 * 60,
  /** Failures of one account from every address within the window, before unknown places wait. */
  accountCap: 20,
  accountWindowSeconds: 15 * 60,
  /** A browser or address that signed in stays known this long after its last sign-in. */
  knownForDays: 90,
  /** At most this many failure rows are kept; the oldest go first. */
  maxFailureRows: 100_000,
};

/** Seconds a pair waits after `tries` unproven tries: 0, then 1, 2, 4 … up to the cap. */
export function delayAfter(tries: number): number {
  if (tries < signInRules.freeTries) return 0;
  const exponent = Math.min(tries - signInRules.freeTries, 30);
  return Math.min(signInRules.maxDelaySeconds, signInRules.firstDelaySeconds * 2 ** exponent);
}

/** "12 seconds", "1 second", "3 minutes": how long to wait, for the message. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
