import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { userAtom } from '../features/auth/atoms/sessionAtoms';

/**
 * Server state belongs to the user who asked for it: when that user logs out, loses the session or another one
 * logs in, the cached answers are dropped, so nobody sees another person's rounds or files.
 */
export function UserScopedCache() {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const queryClient = useQueryClient();
  const owner = useRef(userId);
  useEffect(() => {
    if (owner.current !== null && owner.current !== userId) queryClient.clear();
    owner.current = userId;
  }, [userId, queryClient]);
  return null;
}
