import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { teamPermissions, teamRoles } from '@assist/domain';
import { describe, expect, it } from 'vitest';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'team.json'), 'utf8')) as {
    roles: Record<string, string>;
    permissions: Record<string, string>;
  };

describe('team texts', () => {
  it.each(['en', 'ar'])('names every role and permission in %s', (lng) => {
    const texts = read(lng);
    expect(Object.keys(texts.roles).sort()).toEqual([...teamRoles].sort());
    expect(Object.keys(texts.permissions).sort()).toEqual([...teamPermissions].sort());
  });
});
