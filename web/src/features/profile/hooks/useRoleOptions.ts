import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { userAtom } from '../../auth/atoms';
import { useReference } from '../../reference/hooks/useReference';
import { offeredRoles } from '../roles';

/** The role options the user may offer (type USER, level up to the licence's maxRoleLevel); empty until loaded. */
export function useRoleOptions() {
  const user = useAtomValue(userAtom);
  const roles = useReference('roles');
  return useMemo(() => (roles && user ? offeredRoles(roles, user) : []), [roles, user]);
}
