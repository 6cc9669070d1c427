import { describe, expect, it } from 'vitest';
import { TeamMemberCreateRequest, TeamMemberUpdateRequest, generatePassword, generateUsername } from './contracts.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('TeamMemberCreateRequest', () => {
  it.each([
    [{ password: 'pass1234' }, 'Username is required'],
    [{ username: '  ', password: 'pass1234' }, 'Username is required'],
    [{ username: 'ab', password: 'pass1234' }, 'Username must be at least 3 characters'],
    [{ username: 'no spaces', password: 'pass1234' }, 'Use letters, digits, dot, hyphen or underscore'],
    [{ username: 'noor' }, 'Password is required'],
    [{ username: 'noor', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'noor', password: 'pass1234', permissions: ['reports'] }, 'Unknown permission'],
  ])('refuses %o', (body, message) => {
    expect(firstMessage(TeamMemberCreateRequest.safeParse(body))).toBe(message);
  });

  it('fills the defaults: role employee, no permissions, active', () => {
    const parsed = TeamMemberCreateRequest.parse({ username: ' noor.ali ', password: 'pass1234' });
    expect(parsed).toMatchObject({ username: 'noor.ali', role: 'employee', permissions: [], isActive: true });
  });
});

describe('TeamMemberUpdateRequest', () => {
  it('keeps the password when it is empty and refuses a short one', () => {
    expect(TeamMemberUpdateRequest.safeParse({ password: '' }).success).toBe(true);
    expect(firstMessage(TeamMemberUpdateRequest.safeParse({ password: '123' }))).toBe(
      'Password must be at least 6 characters',
    );
  });
});

describe('generated credentials', () => {
  it('makes a 6-character password of uppercase letters and digits', () => {
    expect(generatePassword()).toMatch(/^[A-Z0-9]{6}$/);
    expect(generatePassword(() => 0)).toBe('AAAAAA');
  });

  it('makes "user" plus the last 6 digits of the timestamp', () => {
    expect(generateUsername(1_700_000_482_913)).toBe('user482913');
  });
});
