import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { routeErrorCodesOf } from './route-error-codes.js';

describe('the generated table of route error codes', () => {
  it('is current with the code (npm run openapi:errors)', () => {
    expect(() => execFileSync('node', ['scripts/route-error-codes.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('names a route its own refusals', () => {
    expect(routeErrorCodesOf('POST /api/suppliers')).toContain('supplier_exists');
    expect(routeErrorCodesOf('POST /api/auth/login')).toContain('invalid_email_or_password');
    expect(routeErrorCodesOf('GET /api/suppliers/:id')).toEqual(['not_found']);
  });
});
