import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../test/factories.js';
import { Client, useTestApp } from '../test/test-app.js';

const t = useTestApp();
const json = { 'content-type': 'application/json' };

/** Every path of the error handler answers `{ code, message, error }` with a code of the domain's list. */
describe('error answers', () => {
  it('names a malformed or empty JSON body, a wrong content type and a body too large', async () => {
    const { client } = await signedInOwner(t);
    const broken = await client.send({ method: 'POST', url: '/api/products', headers: json, payload: '{"name": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 'invalid_json',
      message: 'Please check your input and try again.',
      error: 'invalid_json',
    });
    const empty = await client.send({ method: 'POST', url: '/api/products', headers: json, payload: '' });
    expect(empty.json()).toMatchObject({ code: 'invalid_json' });
    const xml = await client.send({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/xml' },
      payload: '<product/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type', error: 'unsupported_media_type' });
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), barcode: '1' });
    const tooLarge = await client.send({ method: 'POST', url: '/api/products', headers: json, payload: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'too_large' });
  });

  it('gives a 400 the code validation and each issue the code of its rule', async () => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/products', { name: '', barcode: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'Product name is required',
      error: 'validation',
      issues: [
        { path: 'name', message: 'Product name is required', code: 'product_name_required' },
        { path: 'barcode', message: 'Barcode is required', code: 'barcode_required' },
      ],
    });
    // A rule with no text of its own (zod's "Invalid input: ...") is invalid_value.
    const wrongType = await client.post('/api/products', { name: 'Gauze', barcode: '1', category: 5 });
    expect(wrongType.json().issues).toEqual([{ path: 'category', message: expect.any(String), code: 'invalid_value' }]);
  });

  it('answers an unknown API path, a signed-out visitor, a missing area and a cross-site post with their codes', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/no-such-thing')).json()).toEqual({
      code: 'not_found',
      message: 'Not found.',
      error: 'not_found',
    });
    const signedOut = await visitor.get('/api/products');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'unauthorized', message: 'Unauthorized. Please sign in.' });
    const { client: basic } = await signedInOwner(t, { plan: 'basic' });
    const refused = await basic.get('/api/products');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: 'You do not have access to this feature.' });
    const crossSite = await basic.send({
      method: 'POST',
      url: '/api/products',
      headers: { ...json, origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({
      code: 'cross_site',
      message: 'Cross-site request refused.',
      error: 'cross_site',
    });
  });

  it('answers a wrong sign-in with its own code', async () => {
    const visitor = new Client(t.app);
    const wrong = await visitor.post('/api/auth/login', { email: 'nobody@test.assist', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'invalid_email_or_password',
      message: 'Invalid email or password',
      error: 'invalid_email_or_password',
    });
  });
});
