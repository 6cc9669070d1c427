import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { memberInput, teamLogin as signInTeam } from '../../test/team-helpers.js';

const t = useTestApp();
describe('editing and removing team members', () => {
  it('changes the fields sent and keeps the password when none is given', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput();
    const { id } = (await client.post('/api/team-members', input)).json();
    const { client: member } = await signInTeam(t, input.username, input.password);
    const response = await client.put(`/api/team-members/${id}`, {
      firstName: 'Sara',
      role: 'manager',
      permissions: ['inventory'],
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Sara',
      lastName: 'Ali',
      role: 'manager',
      permissions: ['inventory'],
    });
    expect((await client.get(`/api/team-members/${id}`)).json().firstName).toBe('Sara');
    expect((await member.get('/api/auth/user')).json().capabilities).toContain('inventory');
    expect((await signInTeam(t, input.username, input.password)).response.statusCode).toBe(200);
  });

  it('signs the member out when its password changes; only the new password works', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput();
    const { id } = (await client.post('/api/team-members', input)).json();
    const { client: member } = await signInTeam(t, input.username, input.password);
    expect((await client.put(`/api/team-members/${id}`, { password: 'newpass99' })).statusCode).toBe(200);
    expect((await member.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signInTeam(t, input.username, input.password)).response.statusCode).toBe(401);
    expect((await signInTeam(t, input.username, 'newpass99')).response.statusCode).toBe(200);
  });

  it('signs a deactivated member out and refuses its sign-in until it is active again', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput();
    const { id } = (await client.post('/api/team-members', input)).json();
    const { client: member } = await signInTeam(t, input.username, input.password);
    const response = await client.put(`/api/team-members/${id}`, { isActive: false });
    expect(response.json().isActive).toBe(false);
    expect((await member.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signInTeam(t, input.username, input.password)).response.statusCode).toBe(403);
    await client.put(`/api/team-members/${id}`, { isActive: true });
    expect((await signInTeam(t, input.username, input.password)).response.statusCode).toBe(200);
  });

  it('refuses a new username that is taken and a short new password', async () => {
    const { client } = await signedInOwner(t);
    const taken = memberInput();
    await client.post('/api/team-members', taken);
    const { id, username } = (await client.post('/api/team-members', memberInput())).json();
    const clash = await client.put(`/api/team-members/${id}`, { username: taken.username.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('username_taken');
    const short = await client.put(`/api/team-members/${id}`, { password: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    const renamed = await client.put(`/api/team-members/${id}`, { username: username.toUpperCase() });
    expect(renamed.json().username).toBe(username.toUpperCase());
  });

  it('deletes a member: gone from the list, signed out, and its sign-in refused', async () => {
    const { client } = await signedInOwner(t);
    const input = memberInput();
    const { id } = (await client.post('/api/team-members', input)).json();
    const { client: member } = await signInTeam(t, input.username, input.password);
    const response = await client.delete(`/api/team-members/${id}`);
    expect(response.statusCode).toBe(204);
    expect((await client.get('/api/team-members')).json()).toEqual([]);
    expect((await client.get(`/api/team-members/${id}`)).statusCode).toBe(404);
    expect((await member.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signInTeam(t, input.username, input.password)).response.statusCode).toBe(401);
    expect((await client.get(`/api/check-username/${input.username}`)).json()).toEqual({ available: true });
  });

  it('answers 404 for a member id that does not exist', async () => {
    const { client } = await signedInOwner(t);
    for (const response of [
      await client.get('/api/team-members/999999'),
      await client.put('/api/team-members/999999', { firstName: 'X' }),
      await client.delete('/api/team-members/999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.', error: 'not_found' });
    }
  });
});
