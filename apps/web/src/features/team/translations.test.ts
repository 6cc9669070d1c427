import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { teamMessages, teamPermissions, teamRoles } from '@assist/domain';
import { describe, expect, it } from 'vitest';

const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lng, 'team.json'), 'utf8')) as {
    server: Record<string, string>;
    roles: Record<string, string>;
    permissions: Record<string, string>;
  };

describe('team texts', () => {
  it('knows every team server message, verbatim in English', () => {
    expect(read('en').server).toEqual(teamMessages);
  });

  it.each(['en', 'ar'])('names every role and permission in %s', (lng) => {
    const texts = read(lng);
    expect(Object.keys(texts.roles).sort()).toEqual([...teamRoles].sort());
    expect(Object.keys(texts.permissions).sort()).toEqual([...teamPermissions].sort());
  });
});
