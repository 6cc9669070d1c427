import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { isDataError, postgresCode } from './postgres-errors.js';

/** A driver error as drizzle wraps it: the PostgreSQL code on the cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query: insert ...'), { cause: { code } });

describe('PostgreSQL data errors', () => {
  it.each([
    ['22P05', true],
    ['22021', true],
    ['22003', true],
    ['22P02', true],
    ['22001', true],
    ['23505', false],
    ['40001', false],
  ])('%s is a data error: %s', (code, expected) => {
    expect(postgresCode(wrapped(code))).toBe(code);
    expect(isDataError(wrapped(code))).toBe(expected);
  });

  it('one that slips past the contracts answers 400 without internals, not 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, { serveWebApp: () => false });
    app.get('/api/boom/:code', async (request) => {
      throw wrapped((request.params as { code: string }).code);
    });
    const data = await app.inject({ method: 'GET', url: '/api/boom/22021' });
    expect(data.statusCode).toBe(400);
    expect(data.body).not.toMatch(/Failed query|insert/);
    const other = await app.inject({ method: 'GET', url: '/api/boom/40001' });
    expect(other.statusCode).toBe(500);
    await app.close();
  });
});
