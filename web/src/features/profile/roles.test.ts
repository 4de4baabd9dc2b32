import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { ROLES } from '../../test/settingsFixtures';
import { maxRoleLevel, offeredRoles, roleKey } from './roles';

const licensed = (...levels: [string, number][]) =>
  makeUser({ licenseData: levels.map(([userId, maxRoleLevel]) => ({ userId, licenseTypeId: 2, maxRoleLevel })) });

describe('role options (part 1 §6)', () => {
  it.each<[string, ReturnType<typeof makeUser>, string[]]>([
    ['no licence: none', makeUser(), []],
    ['level 1: Member', licensed(['u-1001', 1]), ['Member']],
    ['level 2: Member and Editor', licensed(['u-1001', 2]), ['Member', 'Editor']],
    ['level 9: every USER role, never ADMIN or SYSTEM', licensed(['u-1001', 9]), ['Member', 'Editor', 'Owner']],
    ['only the own licence counts', licensed(['u-2002', 9], ['u-1001', 1]), ['Member']],
    ['the highest own licence wins', licensed(['u-1001', 1], ['u-1001', 3]), ['Member', 'Editor', 'Owner']],
    ["another user's licence only: none", licensed(['u-2002', 3]), []],
  ])('%s', (_label, user, names) => {
    const roles = [...ROLES, { id: 5, name: 'System', level: 0, type: 'SYSTEM' as const }];
    expect(offeredRoles(roles, user).map((role) => role.name)).toEqual(names);
  });

  it('reads the maxRoleLevel of the user', () => {
    expect(maxRoleLevel(licensed(['u-1001', 4]))).toBe(4);
    expect(maxRoleLevel(makeUser())).toBeNull();
  });
});

describe('role names', () => {
  it.each([
    ['Owner', 'owner'],
    ['Member', 'member'],
    ['Editor', 'editor'],
    [' licence Admin ', 'licenseAdmin'],
    ['System', 'system'],
    ['Chief', undefined],
    ['toString', undefined],
  ])('%j is translated by the key %j', (name, key) => {
    expect(roleKey(name)).toBe(key);
  });
});
