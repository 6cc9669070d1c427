import { describe, expect, it } from 'vitest';
import { useBareClient } from './contract-support.js';

describe('PGliteTakingTurns', () => {
  const bare = useBareClient();

  it('lets I/O that is already waiting (a request that came in) go before each query and transaction', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('request read'));
    await bare.client.query('select 1');
    order.push('query answered');
    setImmediate(() => order.push('second request read'));
    await bare.client.transaction(async (tx) => {
      await tx.query('select 1');
      await tx.query('select 2');
    });
    order.push('transaction done');
    expect(order).toEqual(['request read', 'query answered', 'second request read', 'transaction done']);
  });
});
