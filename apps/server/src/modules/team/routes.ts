import {
  ErrorResponse,
  IdParam,
  TeamMember,
  TeamMemberCreateRequest,
  TeamMemberList,
  TeamMemberUpdateRequest,
  UsernameAvailability,
  UsernameCheckQuery,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { checkUsername } from './check-username.js';
import { createTeamMember } from './create-team-member.js';
import { deleteTeamMember } from './delete-team-member.js';
import { presentTeamMember } from './present-team-member.js';
import { findMember, listMembers } from './team-repository.js';
import { updateTeamMember } from './update-team-member.js';

const tags = ['team'];
const config = { access: 'teamManagement' } as const;

/** The Team page: an owner's (or a team manager's) members, in the owner's tenant. */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/team-members', { schema: { tags, response: { 200: TeamMemberList } }, config }, async (request) => {
    const rows = await listMembers(ctx.db, actorOf(request).ownerId);
    return rows.map(presentTeamMember);
  });

  r.get(
    '/api/team-members/:id',
    { schema: { tags, params: IdParam, response: { 200: TeamMember } }, config },
    async (request) => {
      const row = await findMember(ctx.db, actorOf(request).ownerId, request.params.id);
      if (!row) throw notFound();
      return presentTeamMember(row);
    },
  );

  r.post(
    '/api/team-members',
    { schema: { tags, body: TeamMemberCreateRequest, response: { 201: TeamMember, 409: ErrorResponse } }, config },
    async (request, reply) => {
      const row = await createTeamMember(ctx, actorOf(request), request.body);
      return reply.status(201).send(presentTeamMember(row));
    },
  );

  r.put(
    '/api/team-members/:id',
    { schema: { tags, params: IdParam, body: TeamMemberUpdateRequest, response: { 200: TeamMember } }, config },
    async (request) =>
      presentTeamMember(await updateTeamMember(ctx, actorOf(request), request.params.id, request.body)),
  );

  r.delete('/api/team-members/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    await deleteTeamMember(ctx, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  r.get(
    '/api/check-username/:username',
    {
      schema: {
        tags,
        params: z.object({ username: z.string().max(200) }),
        querystring: UsernameCheckQuery,
        response: { 200: UsernameAvailability },
      },
      config,
    },
    async (request) => checkUsername(ctx, actorOf(request), request.params.username, request.query.exceptId),
  );
}
