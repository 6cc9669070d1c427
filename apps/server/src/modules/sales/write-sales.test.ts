import { DomainError } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { untilWritten } from './write-sales.js';

/** What PostgreSQL (and PGlite) throw when checkout_refused_unless refuses: SQLSTATE AS409. */
const refused = () => Object.assign(new Error('stock changed'), { code: 'AS409' });

describe('untilWritten, the one retry loop of selling', () => {
  it('tries again after a refusal and answers what the next try wrote', async () => {
    let tries = 0;
    const answer = await untilWritten(3, async () => {
      tries += 1;
      if (tries < 3) throw refused();
      return 'written';
    });
    expect([answer, tries]).toEqual(['written', 3]);
  });

  it('answers stock_busy (503, tried again later) when every try is refused, not a server error', async () => {
    const outcome = untilWritten(4, async () => {
      throw refused();
    });
    await expect(outcome).rejects.toBeInstanceOf(DomainError);
    await expect(outcome).rejects.toMatchObject({ code: 'stock_busy' });
  });

  it('passes on an error that is not a refusal at once', async () => {
    let tries = 0;
    const outcome = untilWritten(5, async () => {
      tries += 1;
      throw new Error('disk full');
    });
    await expect(outcome).rejects.toThrow('disk full');
    expect(tries).toBe(1);
  });
});
