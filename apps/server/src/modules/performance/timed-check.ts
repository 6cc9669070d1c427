import type { CheckName, CheckStatus, SystemCheck } from '@assist/domain';

export interface CheckOutcome {
  status: CheckStatus;
  detail: string;
}

/** Runs one check, timing it; a check that throws or takes too long is a failure with its reason. */
export async function timedCheck(
  name: CheckName,
  run: () => Promise<CheckOutcome>,
  timeoutMs = 5_000,
): Promise<SystemCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'fail', detail: `No answer within ${timeoutMs} ms` }), timeoutMs);
  });
  let outcome: CheckOutcome;
  try {
    outcome = await Promise.race([run(), timeout]);
  } catch (error) {
    outcome = { status: 'fail', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
  const ms = Math.round((performance.now() - started) * 100) / 100;
  return { name, ms, ...outcome };
}
