import type { Schemas } from '@idea-studio/sdk';

type Role = Schemas['Role'];
type User = Pick<Schemas['User'], 'id' | 'licenseData'>;

/** The highest role level the user's licences allow, or null without a licence of the user's own. */
export function maxRoleLevel(user: User): number | null {
  const levels = user.licenseData.filter((entry) => entry.userId === user.id).map((entry) => entry.maxRoleLevel);
  return levels.length ? Math.max(...levels) : null;
}

/**
 * The roles the user may hand out (part 1 §6): only roles of type USER, and only up to the user's `maxRoleLevel`
 * from the licence data; none without a licence. Sorted by level.
 */
export function offeredRoles(roles: readonly Role[], user: User): Role[] {
  const limit = maxRoleLevel(user);
  if (limit === null) return [];
  return roles.filter((role) => role.type === 'USER' && role.level <= limit).sort((a, b) => a.level - b.level);
}

/** The reference data's role names (`roles.json`), keyed for their translations (`profile.license.roles.*`). */
const ROLE_KEYS = {
  member: 'member',
  editor: 'editor',
  owner: 'owner',
  'licence admin': 'licenseAdmin',
  'license admin': 'licenseAdmin',
  system: 'system',
} as const;

export type RoleKey = (typeof ROLE_KEYS)[keyof typeof ROLE_KEYS];

/** The translation key of a role name from the server ('Owner' → 'owner'), or undefined for a name it does not know. */
export function roleKey(name: string): RoleKey | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(ROLE_KEYS, key) ? ROLE_KEYS[key as keyof typeof ROLE_KEYS] : undefined;
}
