import { describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';

describe('rowsOf', () => {
  it('reads the rows of either driver’s answer', () => {
    // PGlite answers { rows, fields, affectedRows }; node-postgres { rows, rowCount, command, ... }.
    expect(rowsOf<{ n: number }>({ rows: [{ n: 1 }], fields: [], affectedRows: 0 })).toEqual([{ n: 1 }]);
    expect(rowsOf<{ n: number }>({ rows: [], rowCount: 0, command: 'SELECT' })).toEqual([]);
  });

  it('refuses what is not a query result rather than answering undefined', () => {
    expect(() => rowsOf([{ n: 1 }])).toThrow(/not a query result/);
    expect(() => rowsOf(null)).toThrow(/not a query result/);
  });
});
