import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.js';
import { Client } from './test-app.js';

/** A valid new-member body with a fresh username; `overrides` change single fields. */
export const memberInput = (overrides: Record<string, unknown> = {}) => ({
  username: `cashier_${randomUUID().slice(0, 8)}`,
  password: 'pass1234',
  firstName: 'Noor',
  lastName: 'Ali',
  role: 'cashier',
  permissions: ['pos', 'sales'],
  isActive: true,
  ...overrides,
});

/** Signs in with the Team Member tab's call; returns the client and the answer. */
export async function teamLogin(t: TestApp, username: string, password: string) {
  const client = new Client(t.app);
  const response = await client.post('/api/auth/team-login', { username, password });
  return { client, response };
}
