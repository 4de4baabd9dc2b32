import {
  ApiError,
  createLandingAccount,
  LANDING_STEP,
  LANDING_TRIAL_DAYS,
  type LandingStep,
  publishLandingPage,
} from '@idea-studio/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { userAtom } from '../../auth/atoms';
import { SIGNUPS_REFRESH_MS } from '../closing';

/** The hosted page's state as the view shows it: its status step, its address and why it failed. */
export interface HostedState {
  step: LandingStep;
  link: string | null;
  error?: string;
}

/** The first name the publishing account is made with: the user's, else the part of the e-mail before the @. */
export function accountFirstname(user: { prename?: string | null; email: string }): string {
  return user.prename?.trim() || user.email.split('@')[0] || user.email;
}

/**
 * The round's hosted landing page (part 2 §2.17, §7.4): its state comes from the server's config; Publish (after the
 * consent and the information-shared popups) makes the publishing account (step 2, then 3 with the link) and
 * publishes the current internal landing page (step 4); a failure is step −1 with Try again. Republish publishes
 * the current internal page again. The sign-ups of a published page are listed with their count.
 */
export function useHostedLanding(roundId: string) {
  const { t } = useTranslation();
  const { quiet, $quiet, report } = useApi();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const configQuery = useMemo(() => serverState.landingConfig($quiet, roundId), [$quiet, roundId]);
  const signupsQuery = useMemo(() => serverState.landingSignups($quiet, roundId), [$quiet, roundId]);
  const [local, setLocal] = useState<HostedState | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [republishing, setRepublishing] = useState(false);

  // While the page is published, its views and sign-ups are asked again every few seconds (while the tab is in
  // view), so a visitor's sign-up shows without a reload.
  const config = useQuery({
    ...configQuery,
    refetchInterval: (query) => (query.state.data?.step === LANDING_STEP.published ? SIGNUPS_REFRESH_MS : false),
  });
  const state: HostedState = local ?? {
    step: config.data?.step ?? LANDING_STEP.none,
    link: config.data?.link ?? null,
  };
  const published = state.step === LANDING_STEP.published;
  const signups = useQuery({ ...signupsQuery, enabled: published, refetchInterval: SIGNUPS_REFRESH_MS });

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: configQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: signupsQuery.queryKey }),
      ]),
    [queryClient, configQuery, signupsQuery],
  );

  /** Why a step failed: the server's text; a lost session or the rate limit goes the client's way too. */
  const reason = useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        if (error.isUnauthorized || error.isRateLimited) report(error);
        return error.text;
      }
      return t('errors.text');
    },
    [report, t],
  );

  /** Makes the account where there is none yet, then publishes. */
  const publish = useCallback(async () => {
    if (!user || publishing) return;
    // The address is known once the account is made (also after a failed publication).
    let link = state.link;
    setPublishing(true);
    try {
      if (!link) {
        setLocal({ step: LANDING_STEP.creatingAccount, link: null });
        const account = await createLandingAccount(quiet, {
          roundId,
          email: user.email,
          firstname: accountFirstname(user),
        });
        link = account.link;
        setLocal({ step: LANDING_STEP.accountDone, link });
      }
      const page = await publishLandingPage(quiet, roundId);
      setLocal({ step: LANDING_STEP.published, link: page.link });
      await refresh();
    } catch (error) {
      setLocal({ step: LANDING_STEP.failed, link, error: reason(error) });
    } finally {
      setPublishing(false);
    }
  }, [user, publishing, state.link, quiet, roundId, refresh, reason]);

  /** Publishes the current internal page again. */
  const republish = useCallback(async () => {
    setRepublishing(true);
    try {
      const page = await publishLandingPage(quiet, roundId);
      setLocal({ step: LANDING_STEP.published, link: page.link });
      notify({
        type: 'success',
        headline: t('closing.hosted.republished.headline'),
        text: t('closing.hosted.republished.text'),
      });
      await refresh();
    } catch (error) {
      const text = reason(error);
      // A lost session or the rate limit has been shown by the client's rules.
      if (!(error instanceof ApiError && (error.isUnauthorized || error.isRateLimited))) {
        notify({ type: 'error', headline: t('errors.headline'), text });
      }
    } finally {
      setRepublishing(false);
    }
  }, [quiet, roundId, notify, t, refresh, reason]);

  return {
    state,
    loading: config.isPending,
    loadFailed: config.isError,
    trialDays: config.data?.trialDays ?? LANDING_TRIAL_DAYS,
    views: config.data?.views ?? 0,
    signups: signups.data?.signups,
    signupCount: signups.data?.signups.length ?? config.data?.signups ?? 0,
    busy: publishing,
    republishing,
    publish,
    republish,
  };
}
