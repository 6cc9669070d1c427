import { type TeamMember, TeamMemberCreateRequest, TeamMemberUpdateRequest } from '@assist/domain';

/** Adding a member: the create contract as it is. */
export const createMemberForm = TeamMemberCreateRequest;

/** Editing: the same fields, but an empty password keeps the current one (the update contract's rule). */
export const editMemberForm = TeamMemberCreateRequest.extend({
  password: TeamMemberUpdateRequest.shape.password.unwrap(),
});

export type MemberFormValues = TeamMemberCreateRequest;

export function memberFormDefaults(member: TeamMember | undefined): MemberFormValues {
  return {
    username: member?.username ?? '',
    password: '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    role: member?.role ?? 'employee',
    permissions: member?.permissions ?? [],
    isActive: member?.isActive ?? true,
  };
}

/** "Noor Ali", else the username. */
export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'username'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.username;
}
