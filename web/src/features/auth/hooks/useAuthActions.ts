import { ApiError, autoLoginRemembered, isConfirmEmailError, type UserData } from '@idea-studio/sdk';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { hideSnackbarAtom, snackbarAtom } from '../../../ui/snackbar';
import { useOnce } from '../../../ui/useOnce';
import { accountUnconfirmedAtom, endSessionAtom, rememberedAtom, startSessionAtom } from '../atoms';

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
 * Auto-login (spec part 1 §4): when the server remembers this browser (`idea_autologin` is set), the login page asks
 * it once to log in by the httpOnly `idea_remember` cookie; no id or key is kept where scripts can read them.
 * Success enters the app; a failure shows nothing (§8). A browser the server no longer remembers drops the flag,
 * and an unconfirmed account gets the notice.
 */
export function useAutoLogin() {
  const { quiet } = useApi();
  const remembered = useAtomValue(rememberedAtom) === '1';
  const setRemembered = useSetAtom(rememberedAtom);
  const markUnconfirmed = useSetAtom(accountUnconfirmedAtom);
  const enterApp = useEnterApp();
  useOnce(
    () => {
      autoLoginRemembered(quiet).then(enterApp, (error: unknown) => {
        if (isConfirmEmailError(error)) markUnconfirmed();
        else if (error instanceof ApiError && error.status === 401) setRemembered(null);
      });
    },
    remembered ? 'auto-login' : null,
  );
}

/**
 * Logout (spec part 1 §4): ends the session on the server (its answer clears the cookies, the auto-login one
 * too; a failure is not shown, §8), then clears sessionStorage, the auto-login flag and the user, and opens /login.
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
