import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { breachOf, watchErrorContract } from './error-contract.js';

describe('the error contract watch of the test app', () => {
  it('tells a listed code from a bare message, an unknown code, an unlisted issue code and a stack', () => {
    const json = 'application/json; charset=utf-8';
    expect(breachOf(json, '{"code":"not_found","message":"Not found.","error":"not_found"}')).toBeNull();
    expect(breachOf(json, '{"message":"Not found."}')).toBe('not { code, message, ... }');
    expect(breachOf(json, '{"code":"made_up","message":"x"}')).toContain('not in the domain');
    const issue = '{"code":"validation","message":"x","issues":[{"path":"a","message":"x","code":"nope"}]}';
    expect(breachOf(json, issue)).toContain('issue code "nope"');
    expect(breachOf(json, '{"code":"server_error","message":"Error: x\\n    at f (a.js:1:1)"}')).toBe(
      'carries a stack trace',
    );
    expect(breachOf('text/plain', 'Not found')).toContain('not JSON');
  });

  it('records the error answers of routes registered before it, and nothing of a success', async () => {
    const app = Fastify();
    app.get('/old', async (_request, reply) => reply.status(404).send({ message: 'Not found.' }));
    app.get('/ok', async () => ({ message: 'fine' }));
    const watch = watchErrorContract(app);
    await app.ready();
    await app.inject({ method: 'GET', url: '/ok' });
    expect(watch.take()).toEqual([]);
    await app.inject({ method: 'GET', url: '/old' });
    await app.inject({ method: 'GET', url: '/nothing-here' });
    const breaches = watch.take();
    expect(breaches.map((b) => `${b.request} ${b.status}`)).toEqual(['GET /old 404', 'GET /nothing-here 404']);
    expect(watch.take()).toEqual([]);
    await app.close();
  });
});
