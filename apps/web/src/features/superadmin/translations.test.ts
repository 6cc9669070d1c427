import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plans, subscriptionStatuses } from '@assist/domain';
import { describe, expect, it } from 'vitest';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'superadmin.json'), 'utf8')) as {
    status: Record<string, string>;
    plans: Record<string, string>;
  };

describe('superadmin texts', () => {
  it.each(['en', 'ar'])('names every badge and plan in %s', (lng) => {
    const texts = read(lng);
    expect(Object.keys(texts.status).sort()).toEqual(['pending', 'unknown', ...subscriptionStatuses].sort());
    expect(Object.keys(texts.plans).sort()).toEqual([...plans].sort());
  });
});
