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
