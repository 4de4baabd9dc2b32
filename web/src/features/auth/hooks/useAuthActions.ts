import { autoLogin, type UserData } from '@idea-studio/sdk';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { useOnce } from '../../../ui/useOnce';
import { endSessionAtom, startSessionAtom, storedCredentialsAtom } from '../atoms';

/** After a completed login: keep the user and the auto-login credentials, then open /home (which follows a saved redirect). */
export function useEnterApp() {
  const startSession = useSetAtom(startSessionAtom);
  const [, navigate] = useLocation();
  return useCallback(
    (user: UserData) => {
      startSession(user);
      navigate('/home');
    },
    [startSession, navigate],
  );
}

/**
 * Auto-login (spec part 1 §4): when `idea_userId` and `idea_apiKey` are stored, they are sent once when the
 * login page opens. Success enters the app; a failure changes nothing and shows nothing (§8).
 */
export function useAutoLogin() {
  const { quiet } = useApi();
  const credentials = useAtomValue(storedCredentialsAtom);
  const enterApp = useEnterApp();
  useOnce(
    () => {
      if (!credentials) return;
      autoLogin(quiet, credentials.userId, credentials.apiKey).then(enterApp, () => undefined);
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
      await quiet.GET('/auth/logout');
    } catch {
      // offline or server gone: the local session ends anyway
    }
    endSession();
    navigate('/login');
  }, [quiet, endSession, navigate]);
}
