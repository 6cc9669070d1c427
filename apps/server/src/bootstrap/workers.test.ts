import { describe, expect, it } from 'vitest';
import { workerCount } from './workers.js';

describe('WORKERS (server processes on one machine)', () => {
  const postgres = { DATABASE_URL: 'postgres://assist@127.0.0.1/assist' };

  it('is one process unless asked', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: ' ' })).toBe(1);
    expect(workerCount({ WORKERS: '1' })).toBe(1);
  });

  it('runs N processes on PostgreSQL', () => {
    expect(workerCount({ ...postgres, WORKERS: '2' })).toBe(2);
    expect(workerCount({ ...postgres, WORKERS: '64' })).toBe(64);
  });

  it('refuses more than one process on the embedded database, saying why', () => {
    expect(() => workerCount({ WORKERS: '2' })).toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\).*PGlite/);
    expect(workerCount({ WORKERS: '1' })).toBe(1);
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const WORKERS of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => workerCount({ ...postgres, WORKERS })).toThrow(/WORKERS must be a whole number from 1 to 64/);
    }
  });
});
