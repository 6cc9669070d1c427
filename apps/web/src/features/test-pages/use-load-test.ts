import { loadTestTotal } from '@assist/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { testPageKeys } from './api';
import { type LoadTestResult, runLoadTest } from './load-test-run';

export type LoadTestState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; result: LoadTestResult }
  | { phase: 'stopped' };

/** Runs the load test from this browser, with progress; the server's figures are fetched again after. */
export function useLoadTest() {
  const [state, setState] = useState<LoadTestState>({ phase: 'idle' });
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', done: 0, total: loadTestTotal });
    try {
      const result = await runLoadTest({
        send: (path) => api.get(path),
        now: () => performance.now(),
        onProgress: (done, total) => setState({ phase: 'running', done, total }),
        signal: abort.signal,
      });
      setState({ phase: 'done', result });
      await queryClient.invalidateQueries({ queryKey: testPageKeys.all });
    } catch {
      if (!abort.signal.aborted) setState({ phase: 'stopped' });
    }
  }, [queryClient]);

  return { state, start };
}
