import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, NetworkError } from './api';

function answer(status: number, body: string) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText: 'Status' }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends credentials and a JSON body only when there is a payload', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/a');
    await api.post('/api/b', { x: 1 });
    const [, get] = fetchMock.mock.calls[0] ?? [];
    const [, post] = fetchMock.mock.calls[1] ?? [];
    expect(get?.credentials).toBe('include');
    expect(get?.body).toBeUndefined();
    expect((get?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(post?.body).toBe('{"x":1}');
    expect((post?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a JSON error body into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, '{"message":"Please check your input and try again.","issues":[{"path":"email","message":"x"}]}'),
    );
    const error = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Please check your input and try again.');
    expect((error as ApiError).issues).toEqual([{ path: 'email', message: 'x' }]);
    expect((error as ApiError).statusLine).toMatch(/^400: \{"message"/);
  });

  it('uses the status text for an empty error body', async () => {
    vi.stubGlobal('fetch', answer(502, ''));
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBeUndefined();
    expect(error.statusLine).toBe('502: Status');
  });

  it('reports a request that never got an answer as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
