import { boundsMessages } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

describe('the control-character guard', () => {
  it('refuses a control character in a part of the request no contract describes (the query of /api/health)', async () => {
    const route = t.app.routeTable.find((r) => r.url === '/api/health' && r.method === 'GET');
    expect(route?.schema?.querystring).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/api/health?probe=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'control_characters',
      message: boundsMessages.controlCharacters,
      issues: [{ path: 'query.probe', code: 'control_characters' }],
    });
  });

  it('leaves the parts a contract describes to the contract, which names the field', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/suppliers', {
      name: 'Sami\u0001',
      contact: 'Sami',
      phone: '+964 780 222 3344',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: boundsMessages.controlCharacters,
      issues: [{ path: 'name', code: 'control_characters' }],
    });
  });
});
