import { ApiError, currentUser, isConfirmEmailError } from '@idea-studio/sdk';
import { Center } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { useOnce } from '../../../ui/useOnce';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { accountUnconfirmedAtom, clearSessionStorageAtom, redirectPathAtom, setUserAtom, userAtom } from '../atoms';

/**
 * Auth guard of `/home`, `/home/account` and the track pages (spec part 1 §4, §6): asks the server whether the
 * session is valid (POST /auth/checklogin, without the interceptor). On success it keeps the user and shows the
 * page. On failure it clears sessionStorage, saves the page as the redirect for after login (at /home an earlier
 * redirect stays) and opens /login, once;
 * a `confirmEmail` refusal also drops the auto-login credentials (which would only come back here) and leaves the
 * notice on the login page. While checking, a known user (just logged in) already sees the page; an unknown one
 * sees the wait spinner.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { quiet } = useApi();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const store = useStore();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const [checked, setChecked] = useState(false);

  useOnce(() => {
    const target = search ? `${location}?${search}` : location;
    currentUser(quiet).then(
      (checkedUser) => {
        setUser(checkedUser);
        setChecked(true);
      },
      (error: unknown) => {
        store.set(userAtom, null);
        // Every login lands on /home anyway: there a redirect saved earlier (an invitation link opened before
        // registering and confirming the address) is kept instead.
        const saved = target === '/home' ? store.get(redirectPathAtom) : null;
        store.set(clearSessionStorageAtom);
        store.set(redirectPathAtom, saved ?? target);
        if (isConfirmEmailError(error)) {
          store.set(accountUnconfirmedAtom);
        } else if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) {
          console.warn('The login check failed:', error);
        }
        navigate('/login', { replace: true });
      },
    );
  });

  if (!checked && !user) {
    return (
      <Center mih="60vh">
        <WaitSpinner />
      </Center>
    );
  }
  return children;
}
