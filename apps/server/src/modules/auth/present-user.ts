import type { CurrentUser, TeamPermission } from '@assist/domain';
import type { Actor } from '../../platform/actor.js';

/** `GET /api/auth/user`: the owner's account seen through the actor (team member or owner). */
export function presentCurrentUser(actor: Actor): CurrentUser {
  const { user, teamMember, subject } = actor;
  return {
    id: teamMember ? teamMember.id : user.id,
    email: teamMember ? null : user.email,
    username: teamMember?.username ?? null,
    firstName: teamMember ? teamMember.firstName : user.firstName,
    lastName: teamMember ? teamMember.lastName : user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    userType: user.userType,
    retailerType: user.retailerType,
    supplierType: user.supplierType,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: subject.subscriptionStatus ?? user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    nextBillingDate: user.nextBillingDate?.toISOString() ?? null,
    needsSignupCompletion: user.needsSignupCompletion,
    isTeamMember: teamMember !== null,
    teamRole: teamMember?.role ?? null,
    permissions: (teamMember?.permissions ?? []) as TeamPermission[],
    preferredCurrency: user.preferredCurrency as CurrentUser['preferredCurrency'],
    businessName: user.businessName,
    businessPhone: user.businessPhone,
    businessLocation: user.businessLocation,
    businessDescription: user.businessDescription,
    businessAddress: user.businessAddress,
    businessCategory: user.businessCategory,
    timeZone: user.timeZone,
    defaultMarkupPercent: user.defaultMarkupPercent,
    isActive: subject.isActive,
    isMarketplaceEnabled: user.isMarketplaceEnabled,
    capabilities: [...actor.areas],
  };
}
