import {
  type AccessSubject,
  type Capability,
  type SystemSettings,
  type TeamPermission,
  capabilities,
  subscriptionStatusAt,
} from '@assist/domain';
import type { SessionRecord, TeamMemberRow, UserRow } from './session-store.js';

/** Who is making a request: the tenant's owner, the team member if any, and what they may open. */
export interface Actor {
  sessionId: string;
  /** The account owner; for a team member, the owner it works for. */
  user: UserRow;
  teamMember: TeamMemberRow | null;
  /** The tenant every query is scoped by. */
  ownerId: number;
  subject: AccessSubject;
  areas: Set<Capability>;
}

export function buildActor(record: SessionRecord, settings: SystemSettings, now = new Date()): Actor {
  const subject = accessSubjectOf(record.user, record.teamMember, settings, now);
  return {
    sessionId: record.id,
    user: record.user,
    teamMember: record.teamMember,
    ownerId: record.user.id,
    subject,
    areas: capabilities(subject),
  };
}

export function accessSubjectOf(
  user: UserRow,
  teamMember: TeamMemberRow | null,
  settings: SystemSettings,
  now = new Date(),
): AccessSubject {
  return {
    role: user.role,
    userType: user.userType,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus:
      user.role === 'superadmin'
        ? 'active'
        : subscriptionStatusAt(user.subscriptionStatus, user.subscriptionEndDate, settings.gracePeriodDays, now),
    isActive: user.isActive && (!teamMember || teamMember.isActive),
    needsSignupCompletion: user.needsSignupCompletion,
    isTeamMember: teamMember !== null,
    permissions: (teamMember?.permissions ?? []) as TeamPermission[],
  };
}
