import { autoLogin, isConfirmEmailError, type UserData } from '@idea-studio/sdk';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { hideSnackbarAtom, snackbarAtom } from '../../../ui/snackbar';
import { useOnce } from '../../../ui/useOnce';
import { accountUnconfirmedAtom, endSessionAtom, startSessionAtom, storedCredentialsAtom } from '../atoms';

/**
 * After a completed login: keep the user and the auto-login credentials, then open /home (which follows a saved
 * redirect). An error still shown from the login (e.g. a wrong code before the right one) does not follow the
 * user into the app; a success message (the new password) does.
 */
export function useEnterApp() {
  const store = useStore();
  const startSession = useSetAtom(startSessionAtom);
  const [, navigate] = useLocation();
  return useCallback(
    (user: UserData) => {
      startSession(user);
      if (store.get(snackbarAtom).type === 'error') store.set(hideSnackbarAtom);
      navigate('/home');
    },
    [store, startSession, navigate],
  );
}

/**
 * Auto-login (spec part 1 §4): when `idea_userId` and `idea_apiKey` are stored, they are sent once when the
 * login page opens. Success enters the app; a failure changes nothing and shows nothing (§8) — except for an
 * unconfirmed account, whose credentials are dropped and which gets the notice.
 */
export function useAutoLogin() {
  const { quiet } = useApi();
  const credentials = useAtomValue(storedCredentialsAtom);
  const markUnconfirmed = useSetAtom(accountUnconfirmedAtom);
  const enterApp = useEnterApp();
  useOnce(
    () => {
      if (!credentials) return;
      autoLogin(quiet, credentials.userId, credentials.apiKey).then(enterApp, (error: unknown) => {
        if (isConfirmEmailError(error)) markUnconfirmed();
      });
    },
    credentials ? 'auto-login' : null,
  );
}

/**
 * Logout (spec part 1 §4): ends the session on the server (its answer clears the cookies; a failure is not
 * shown, §8), then clears sessionStorage, the stored id and key and the user, and opens /login.
 */
export function useLogout() {
  const { quiet } = useApi();
  const endSession = useSetAtom(endSessionAtom);
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await quiet.POST('/auth/logout', {});
    } catch {
      // offline or server gone: the local session ends anyway
    }
    endSession();
    navigate('/login');
  }, [quiet, endSession, navigate]);
}
