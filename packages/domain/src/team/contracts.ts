import { z } from 'zod';
import { EntityId, SafeString } from '../common/bounds.js';
import { teamPermissions, teamRoles } from '../access/user.js';
import { messages as m } from '../common/messages.js';
export { teamMessages } from './messages.js';

export const usernamePattern = /^[a-zA-Z0-9._-]+$/;

/** A team username: 3 to 50 letters, digits, dot, hyphen or underscore; unique case-insensitively. */
export const TeamUsername = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, m.usernameRequired)
  .min(3, m.usernameTooShort)
  .max(50)
  .regex(usernamePattern, m.usernameFormat);

const permissionList = z.array(z.enum(teamPermissions, { error: m.invalidPermission })).max(teamPermissions.length);

const teamMemberFields = {
  username: TeamUsername,
  firstName: SafeString().trim().max(100).optional().nullable(),
  lastName: SafeString().trim().max(100).optional().nullable(),
  role: z.enum(teamRoles).default('employee'),
  permissions: permissionList.default([]),
  isActive: z.boolean().default(true),
};

export const TeamMemberCreateRequest = z.object({
  ...teamMemberFields,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).min(6, m.passwordMin).max(200),
});
export type TeamMemberCreateRequest = z.input<typeof TeamMemberCreateRequest>;

/** Edit: every field optional; an empty password keeps the current one. */
export const TeamMemberUpdateRequest = z.object({
  username: TeamUsername.optional(),
  firstName: teamMemberFields.firstName,
  lastName: teamMemberFields.lastName,
  role: z.enum(teamRoles).optional(),
  permissions: permissionList.optional(),
  isActive: z.boolean().optional(),
  password: z
    .string()
    .max(200)
    .refine((p) => p === '' || p.length >= 6, m.passwordMin)
    .optional(),
});
export type TeamMemberUpdateRequest = z.input<typeof TeamMemberUpdateRequest>;

export const TeamMember = z.object({
  id: z.number(),
  employeeNumber: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(teamRoles),
  permissions: z.array(z.enum(teamPermissions)),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamMemberList = z.array(TeamMember);

export const UsernameAvailability = z.object({ available: z.boolean() });
export type UsernameAvailability = z.infer<typeof UsernameAvailability>;

/** `GET /api/check-username/{username}?exceptId=N`: the member being edited keeps its own name. */
export const UsernameCheckQuery = z.object({ exceptId: EntityId().optional() });

const passwordAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Generated password: 6 characters of uppercase letters and digits (spec part 2 §9). */
export function generatePassword(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += passwordAlphabet[Math.floor(random() * passwordAlphabet.length)];
  return out;
}

/** Generated username: "user" plus the last 6 digits of the timestamp, e.g. user482913. */
export function generateUsername(now: number = Date.now()): string {
  return `user${String(now).slice(-6)}`;
}
