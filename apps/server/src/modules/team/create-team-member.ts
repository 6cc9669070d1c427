import type { TeamMemberCreateRequest } from '@assist/domain';
import type { z } from 'zod';
import { teamMembers } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { lockOwner, nextEmployeeNumber, usernameTaken } from './team-repository.js';

export type TeamMemberCreateInput = z.output<typeof TeamMemberCreateRequest>;

export const usernameTakenError = () => conflict('username_taken');

/** Adds a member to the actor's team with the next employee number; only the password hash is kept. */
export async function createTeamMember(ctx: AppContext, actor: Actor, input: TeamMemberCreateInput) {
  if (await usernameTaken(ctx.db, input.username)) throw usernameTakenError();
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockOwner(tx, actor.ownerId);
      const [row] = await tx
        .insert(teamMembers)
        .values({
          ownerId: actor.ownerId,
          employeeNumber: await nextEmployeeNumber(tx, actor.ownerId),
          username: input.username,
          passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          role: input.role,
          permissions: [...new Set(input.permissions)],
          isActive: input.isActive,
        })
        .returning();
      if (!row) throw new Error('team member was not created');
      return row;
    });
  } catch (error) {
    // Two requests raced for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
