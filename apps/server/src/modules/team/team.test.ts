import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { memberInput, teamLogin as signInTeam } from '../../test/team-helpers.js';

const t = useTestApp();
describe('adding team members', () => {
  it('creates a member with the next employee number and never answers a password', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput();
    const first = await client.post('/api/team-members', input);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      employeeNumber: 'EMP-0001',
      username: input.username,
      firstName: 'Noor',
      lastName: 'Ali',
      role: 'cashier',
      permissions: ['pos', 'sales'],
      isActive: true,
    });
    expect(first.body).not.toContain('pass1234');
    expect(first.body.toLowerCase()).not.toContain('password');

    const second = await client.post('/api/team-members', memberInput({ role: undefined, permissions: undefined }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ employeeNumber: 'EMP-0002', role: 'employee', permissions: [] });

    const list = await client.get('/api/team-members');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { employeeNumber: string }) => m.employeeNumber)).toEqual(['EMP-0001', 'EMP-0002']);
    expect(list.body.toLowerCase()).not.toContain('password');
  });

  it('numbers each owner’s team on its own', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await a.client.post('/api/team-members', memberInput());
    const fromB = await b.client.post('/api/team-members', memberInput());
    expect(fromB.json().employeeNumber).toBe('EMP-0001');
    const listB = await b.client.get('/api/team-members');
    expect(listB.json()).toHaveLength(1);
  });

  it('lets the new member sign in with its username and password and open what it was given', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput({ permissions: ['pos'] });
    await client.post('/api/team-members', input);
    const { client: member, response } = await signInTeam(t, input.username.toUpperCase(), input.password);
    expect(response.statusCode).toBe(200);
    const me = (await member.get('/api/auth/user')).json();
    expect(me).toMatchObject({ isTeamMember: true, username: input.username, teamRole: 'cashier' });
    expect(me.capabilities).toContain('pos');
    expect(me.capabilities).not.toContain('inventory');
  });

  it('refuses a username another member of any tenant holds, whatever its case', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const input = memberInput();
    await a.client.post('/api/team-members', input);
    const taken = await b.client.post('/api/team-members', memberInput({ username: input.username.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'username_taken',
      message: 'This username is already taken',
      error: 'username_taken',
    });
    expect((await b.client.get('/api/team-members')).json()).toEqual([]);
  });

  it.each([
    [{ username: '' }, 'Username is required'],
    [{ username: undefined }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'two words' }, 'Use letters, digits, dot, hyphen or underscore'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ permissions: ['admin'] }, 'Unknown permission'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const { client } = await signedInOwner(t);
    const response = await client.post('/api/team-members', memberInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await client.get('/api/team-members')).json()).toEqual([]);
  });
});

describe('checking a username', () => {
  it('answers whether a username is free, case-insensitively and by the username rules', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput();
    const created = (await client.post('/api/team-members', input)).json();
    const check = async (name: string, query = '') =>
      (await client.get(`/api/check-username/${encodeURIComponent(name)}${query}`)).json();
    expect(await check(memberInput().username)).toEqual({ available: true });
    expect(await check(input.username)).toEqual({ available: false });
    expect(await check(input.username.toUpperCase())).toEqual({ available: false });
    expect(await check('ab')).toEqual({ available: false });
    expect(await check('no spaces')).toEqual({ available: false });
    expect(await check(input.username, `?exceptId=${created.id}`)).toEqual({ available: true });
  });

  it('does not let another tenant’s member id free a name', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const input = memberInput();
    const created = (await a.client.post('/api/team-members', input)).json();
    const response = await b.client.get(`/api/check-username/${input.username}?exceptId=${created.id}`);
    expect(response.json()).toEqual({ available: false });
  });
});
