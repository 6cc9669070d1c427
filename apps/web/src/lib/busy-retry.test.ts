import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, api, isServerBusy, isUnreachable } from './api';
import { busyRetries, busyRetryDelay, createQueryClient, retryWhenBusy } from './query-client';

const busyBody =
  '{"code":"server_busy","error":"server_busy","message":"The server is busy right now.","retryAfterSeconds":1}';
const busy = () =>
  new Response(busyBody, { status: 503, headers: { 'retry-after': '2', 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a busy server (503 server_busy + Retry-After)', () => {
  it('is an ApiError that keeps the wait and is not taken for an unreachable server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => busy()),
    );
    const error = await api.get('/api/dashboard').catch((e: unknown) => e);
    expect(isServerBusy(error)).toBe(true);
    expect((error as ApiError).retryAfterSeconds).toBe(2);
    expect(isUnreachable(error)).toBe(false);
    // A gateway's 503 (no code) and no answer at all still are unreachable.
    expect(isUnreachable(new ApiError(503, 'Service Unavailable', {}))).toBe(true);
    expect(isUnreachable(new NetworkError(new Error('down')))).toBe(true);
  });

  it('is asked again after its Retry-After a few times; other errors are not retried', () => {
    const error = new ApiError(503, busyBody, JSON.parse(busyBody), '2');
    expect(retryWhenBusy(0, error)).toBe(true);
    expect(retryWhenBusy(busyRetries, error)).toBe(false);
    expect(retryWhenBusy(0, new ApiError(500, 'x', {}))).toBe(false);
    expect(retryWhenBusy(0, new NetworkError(new Error('down')))).toBe(false);
    expect(busyRetryDelay(0, error)).toBe(2_000);
    expect(busyRetryDelay(1, error)).toBe(4_000);
  });

  it('lets a query succeed quietly once the server has room again', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client: QueryClient = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['busy-test'], queryFn: () => api.get('/api/sales') });
    const states: { status: string; busy: boolean }[] = [];
    const stop = observer.subscribe((result) =>
      states.push({ status: result.status, busy: isServerBusy(result.failureReason) }),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(states.some((s) => s.status === 'pending' && s.busy)).toBe(true);
    expect(states.at(-1)).toEqual({ status: 'success', busy: false });
    expect(states.some((s) => s.status === 'error')).toBe(false);
  });
});
