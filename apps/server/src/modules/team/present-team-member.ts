import { type TeamMember, type TeamPermission, teamPermissions } from '@assist/domain';
import type { TeamMemberRow } from './team-repository.js';

const known = new Set<string>(teamPermissions);

/** A team member as the Team page shows it; the password hash never leaves the server. */
export function presentTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    employeeNumber: row.employeeNumber,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    permissions: row.permissions.filter((p): p is TeamPermission => known.has(p)),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
