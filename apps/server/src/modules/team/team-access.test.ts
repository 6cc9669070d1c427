import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTeamMember, signedInOwner, signedInTeamMember } from '../../test/factories.js';
import { Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const someMember = { username: 'someone_new', password: 'pass1234', permissions: ['pos'] };

/** Every team route, called with `id` where the route takes one. */
const calls = (client: Client, id: number) => [
  client.get('/api/team-members'),
  client.get(`/api/team-members/${id}`),
  client.post('/api/team-members', someMember),
  client.put(`/api/team-members/${id}`, { firstName: 'Changed' }),
  client.delete(`/api/team-members/${id}`),
  client.get('/api/check-username/someone_new'),
];

describe('who may manage a team', () => {
  it('answers 401 to a signed-out visitor on every team route', async () => {
    const owner = await signedInOwner(t);
    const member = await createTeamMember(t, owner.user.id, ['pos']);
    for (const response of await Promise.all(calls(new Client(t.app), member.id))) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 403 to a retailer on plan basic, whose plan has no team management', async () => {
    const owner = await signedInOwner(t, { plan: 'basic' });
    const member = await createTeamMember(t, owner.user.id, ['pos']);
    for (const response of await Promise.all(calls(owner.client, member.id))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have access to this feature.');
    }
  });

  it('answers 403 to a team member without the team permission', async () => {
    const owner = await signedInOwner(t);
    const { member, client } = await signedInTeamMember(t, owner.user.id, ['pos', 'sales', 'inventory']);
    for (const response of await Promise.all(calls(client, member.id))) expect(response.statusCode).toBe(403);
    const me = await owner.client.get(`/api/team-members/${member.id}`);
    expect(me.json().firstName).toBeNull();
  });
});

describe('a team member with the team permission', () => {
  it('manages its owner’s team: what it adds, the owner sees', async () => {
    const owner = await signedInOwner(t);
    const { client } = await signedInTeamMember(t, owner.user.id, ['team']);
    const created = await client.post('/api/team-members', { ...someMember, username: `via_manager_${owner.user.id}` });
    expect(created.statusCode).toBe(201);
    const ownerList = (await owner.client.get('/api/team-members')).json();
    expect(ownerList.map((m: { id: number }) => m.id)).toContain(created.json().id);
  });

  it('cannot delete or deactivate itself, but can edit its own name and password and stay signed in', async () => {
    const owner = await signedInOwner(t);
    const { member, client } = await signedInTeamMember(t, owner.user.id, ['team']);
    const deleted = await client.delete(`/api/team-members/${member.id}`);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe('You cannot delete your own team account.');
    const deactivated = await client.put(`/api/team-members/${member.id}`, { isActive: false });
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json().message).toBe('You cannot deactivate your own team account.');
    const edited = await client.put(`/api/team-members/${member.id}`, { firstName: 'Mona', password: 'mine1234' });
    expect(edited.json()).toMatchObject({ firstName: 'Mona', isActive: true });
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    const relogin = await new Client(t.app).post('/api/auth/team-login', {
      username: member.username,
      password: 'mine1234',
    });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('another tenant’s team member', () => {
  it('is not found by id (GET, PUT, DELETE), shows no data and stays unchanged', async () => {
    const victim = await signedInOwner(t);
    const theirs = await createTeamMember(t, victim.user.id, ['pos']);
    const intruder = await signedInOwner(t);
    const responses = [
      await intruder.client.get(`/api/team-members/${theirs.id}`),
      await intruder.client.put(`/api/team-members/${theirs.id}`, { firstName: 'Hacked', isActive: false }),
      await intruder.client.put(`/api/team-members/${theirs.id}`, { password: 'taken0ver' }),
      await intruder.client.delete(`/api/team-members/${theirs.id}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.', error: 'not_found' });
      expect(response.body).not.toContain(theirs.username);
    }
    expect((await intruder.client.get('/api/team-members')).json()).toEqual([]);
    const seenByOwner = (await victim.client.get(`/api/team-members/${theirs.id}`)).json();
    expect(seenByOwner).toMatchObject({ firstName: null, isActive: true, username: theirs.username });
    const login = await new Client(t.app).post('/api/auth/team-login', {
      username: theirs.username,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});
