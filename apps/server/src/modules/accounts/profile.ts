import {
  type ChangePasswordRequest,
  type CompleteSignupRequest,
  type UpdateCurrencyRequest,
  type UpdateProfileRequest,
  businessCategoryOf,
} from '@assist/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { sessions, teamMembers, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';

function ownerOnly(actor: Actor, code: 'owner_only_setup' | 'owner_only_profile') {
  if (actor.teamMember) throw forbidden(code);
}

function businessKind(input: {
  userType: 'retailer' | 'supplier';
  retailerType?: string | null;
  supplierType?: string | null;
}) {
  return {
    userType: input.userType,
    retailerType: input.userType === 'retailer' ? (input.retailerType as 'pharmacy' | 'general_store') : null,
    supplierType: input.userType === 'supplier' ? (input.supplierType as 'pharmaceutical' | 'general') : null,
  };
}

/**
 * The business type (userType, retailerType, supplierType) is chosen at sign-up or at signup
 * completion; afterwards only the superadmin changes it (it decides which plan table applies).
 */
function keepBusinessKind(actor: Actor, input: Parameters<typeof businessKind>[0]) {
  const wanted = businessKind(input);
  const { userType, retailerType, supplierType } = actor.user;
  if (wanted.userType !== userType || wanted.retailerType !== retailerType || wanted.supplierType !== supplierType) {
    throw badRequest('business_type_fixed');
  }
}

export async function completeSignup(ctx: AppContext, actor: Actor, input: CompleteSignupRequest) {
  ownerOnly(actor, 'owner_only_setup');
  if (!actor.user.needsSignupCompletion) throw badRequest('signup_already_complete');
  await ctx.db
    .update(users)
    .set({
      ...businessKind(input),
      firstName: input.firstName,
      lastName: input.lastName,
      businessName: input.businessName,
      businessDescription: input.businessDescription ?? null,
      businessAddress: input.businessAddress ?? null,
      businessPhone: input.businessPhone ?? actor.user.businessPhone,
      businessLocation: input.businessLocation ?? actor.user.businessLocation,
      businessCategory: input.businessCategory || businessCategoryOf(input),
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
      ...(input.preferredCurrency !== undefined ? { preferredCurrency: input.preferredCurrency } : {}),
      needsSignupCompletion: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, actor.ownerId));
}

/**
 * Changes the business profile; the business type must stay what it is (keepBusinessKind). A new
 * time zone moves the dashboard's day rollups onto the new days, in the same transaction.
 */
export async function updateProfile(ctx: AppContext, actor: Actor, input: UpdateProfileRequest) {
  ownerOnly(actor, 'owner_only_profile');
  keepBusinessKind(actor, input);
  const zoneChanged = input.timeZone !== undefined && input.timeZone !== actor.user.timeZone;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        businessName: input.businessName,
        businessPhone: input.businessPhone,
        businessLocation: input.businessLocation,
        ...(input.businessDescription !== undefined ? { businessDescription: input.businessDescription } : {}),
        ...(input.businessAddress !== undefined ? { businessAddress: input.businessAddress } : {}),
        ...(zoneChanged ? { timeZone: input.timeZone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.ownerId));
    if (zoneChanged) await tx.execute(sql`select dashboard_rebuild_rollups(${actor.ownerId})`);
  });
  // The business's sessions read its days from the user row: no reused lookup keeps the old zone.
  if (zoneChanged) ctx.sessions.forgetUser(actor.ownerId);
}

/** Changes the signed-in person's own password and signs out their other sessions. */
export async function changePassword(ctx: AppContext, actor: Actor, input: ChangePasswordRequest) {
  const currentHash = actor.teamMember ? actor.teamMember.passwordHash : actor.user.passwordHash;
  if (!(await verifyPassword(currentHash, input.currentPassword))) {
    throw badRequest('current_password_incorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  if (actor.teamMember) {
    await ctx.db
      .update(teamMembers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(teamMembers.id, actor.teamMember.id));
    await ctx.db
      .delete(sessions)
      .where(and(eq(sessions.teamMemberId, actor.teamMember.id), ne(sessions.id, actor.sessionId)));
    ctx.sessions.forgetTeamMember(actor.teamMember.id);
  } else {
    await ctx.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.user.id));
    await ctx.db.delete(sessions).where(and(eq(sessions.userId, actor.user.id), ne(sessions.id, actor.sessionId)));
    ctx.sessions.forgetUser(actor.user.id);
  }
}

export async function updateCurrency(ctx: AppContext, actor: Actor, input: UpdateCurrencyRequest) {
  await ctx.db
    .update(users)
    .set({ preferredCurrency: input.preferredCurrency, updatedAt: new Date() })
    .where(eq(users.id, actor.ownerId));
}
