import {
  isValidEmailList,
  parseEmailList,
  SHARE_MAIL_MAX,
  type ShareState,
  sendShareLink,
  setShared,
} from '@idea-studio/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { showSnackbarAtom } from '../../../ui/snackbar';

/**
 * The project page link of a round (part 2 §2.1, §2.17): `{app}/projectpage?pid={roundId}`. Copy puts it into the
 * clipboard and makes the page public ('Link copied to clipboard' / 'You can now paste it anywhere!'); the switch
 * makes it private again. Send mails it to comma-separated addresses: empty parts are ignored and every address is
 * checked by the validation rules before anything is sent (the server checks again). Failures, the rate limit
 * among them, follow the client's rules.
 */
export function useShareLink(roundId: string) {
  const { t } = useTranslation();
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  const notify = useSetAtom(showSnackbarAtom);
  const shareQuery = useMemo(() => serverState.share($api, roundId), [$api, roundId]);
  const share = useQuery(shareQuery);
  // Sharing and sending: one call at a time, each busy until it is done.
  const calls = useMutation({ mutationFn: (run: () => Promise<boolean>) => run() });
  const { mutateAsync: call } = calls;
  const busy = calls.isPending;

  const store = useCallback(
    (state: ShareState) => queryClient.setQueryData(shareQuery.queryKey, state),
    [queryClient, shareQuery],
  );

  /** Shares the page or makes it private; true when the server took it. */
  const setPublic = useCallback(
    (shared: boolean): Promise<boolean> =>
      call(async () => {
        try {
          store(await setShared(client, roundId, shared));
          return true;
        } catch {
          return false; // the snackbar shows why
        }
      }),
    [call, client, roundId, store],
  );

  const copy = useCallback(async () => {
    const link = share.data?.link;
    if (!link) return;
    let copied = true;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      copied = false;
      window.alert(`${t('closing.share.copyManual')}\n\n${link}`);
    }
    if ((await setPublic(true)) && copied) {
      notify({ type: 'success', headline: t('closing.share.copied.headline'), text: t('closing.share.copied.text') });
    }
  }, [share.data, setPublic, notify, t]);

  /** The message of an address list that cannot be sent, or undefined. */
  const emailsIssue = useCallback(
    (value: string): string | undefined => {
      const emails = parseEmailList(value);
      if (emails.length === 0) return t('validation.required');
      if (!isValidEmailList(value)) return t('validation.emailList');
      if (emails.length > SHARE_MAIL_MAX) return t('closing.share.tooMany', { max: SHARE_MAIL_MAX });
      return undefined;
    },
    [t],
  );

  /** Mails the link; true when it was sent. Call only for a list without an issue. */
  const send = useCallback(
    (value: string): Promise<boolean> =>
      call(async () => {
        try {
          const result = await sendShareLink(client, roundId, parseEmailList(value).join(', '));
          notify({
            type: 'success',
            headline: t('closing.share.sent.headline'),
            text: t('closing.share.sent.text', { count: result.sent.length }),
          });
          // Sending makes the page public.
          await queryClient.invalidateQueries({ queryKey: shareQuery.queryKey });
          return true;
        } catch {
          return false; // the snackbar shows why
        }
      }),
    [call, client, roundId, notify, t, queryClient, shareQuery],
  );

  return { share: share.data, failed: share.isError, busy, copy, setPublic, emailsIssue, send };
}
