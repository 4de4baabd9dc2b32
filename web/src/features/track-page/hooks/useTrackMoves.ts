import {
  backStep,
  goBack,
  goNext,
  hasResult,
  isNextEnabled,
  type Move,
  navStreams,
  nextStep,
  type Position,
  REPORT_ACTIONS,
  recordAction,
  stepProgress,
  type TrackStructure,
  trackLink,
  type Walker,
} from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useChat } from '../../ai-chat/hooks/useChat';
import { nextHeldAtom } from '../atoms/nextHeldAtom';
import type { TrackView } from '../trackView';
import type { TrackData } from './useRound';

export interface TrackMovesInput {
  trackId: string;
  roundId: string;
  /** '' for /track/…, '/home' for /home/track/… — moves stay on the same kind of address. */
  base: string;
  structure: TrackStructure;
  position: Position;
  view: TrackView;
  data: TrackData;
  setData: (update: (current: TrackData | null) => TrackData | null) => void;
}

/**
 * The footer's moves through a round (part 2 §2.2, §4.1): Next / Finish Stream and Back are the SDK's walk
 * (`goNext`, `goBack`: the rules, the report action, the saved progress and the finished round), from the position
 * in the address; this hook adds what is the page's: the busy state, the warning, the chat widget's reset and the
 * navigation — forward pushes a history entry, back replaces the current one. Save & Exit records its action and
 * goes home (on a teammate's round it records nothing).
 */
export function useTrackMoves({ trackId, roundId, base, structure, position, view, data, setData }: TrackMovesInput) {
  const { t } = useTranslation();
  const { client, quiet } = useApi();
  const [, navigate] = useLocation();
  const notify = useSetAtom(showSnackbarAtom);
  const chat = useChat();
  const held = useAtomValue(nextHeldAtom);

  // A move leaves the step's conversation: the chat closes and its hint ends; the next step starts its own.
  const walker = useMemo<Walker>(
    () => ({
      client,
      reporter: quiet,
      resetChat: () => {
        chat.close();
        chat.dismissHint();
      },
    }),
    [client, quiet, chat],
  );

  const progress = view.kind === 'step' ? stepProgress(navStreams(structure), position) : undefined;
  const lastStepOfStream = !!progress && progress.step === progress.total;
  // A step's result comes with its file; the Feedback Card's card is stored without one until Save & Exit.
  const stepDone = data.files.some((file) => file.stepId === position.stepId) || hasResult(data, position.stepId);

  // A teammate's round (`editable` false) is only looked at: its moves navigate, by the same rules, and save nothing.
  const readOnly = !data.editable;
  const arrive = (move: Move, replace: boolean) => {
    if (!readOnly) {
      setData((current) =>
        current
          ? { ...current, finished: move.finished, lastStreamId: move.streamId, lastStepId: move.stepId }
          : current,
      );
    }
    navigate(`${base}${trackLink(trackId, move, roundId)}`, { replace });
  };

  /** Runs a move; a failed save shows in the snackbar (the client's rule) and the page stays. */
  const moves = useMutation({
    mutationFn: async (move: () => Promise<void>) => {
      try {
        await move();
      } catch {
        // the snackbar shows why
      }
    },
  });
  const busy = moves.isPending;
  const moving = (move: () => Promise<void>) => moves.mutateAsync(move);

  const next = () =>
    moving(async () => {
      const result = readOnly
        ? nextStep(navStreams(structure), position, stepDone, data.finished)
        : await goNext(walker, data, structure, position);
      if (result.ok) arrive(result.move, false);
      else
        notify({
          type: 'warning',
          headline: t('track.footer.noResult.headline'),
          text: t('track.footer.noResult.text'),
        });
    });

  const back = () =>
    moving(async () => {
      const result = readOnly
        ? backStep(navStreams(structure), position, data.finished)
        : await goBack(walker, data, structure, position);
      if (result.home) navigate('/home');
      else arrive(result.move, true);
    });

  const saveAndExit = () =>
    moving(async () => {
      if (!readOnly) await recordAction(quiet, roundId, REPORT_ACTIONS.saveAndExit, position);
      navigate('/home');
    });

  return {
    busy,
    progress,
    lastStepOfStream,
    nextEnabled: isNextEnabled(data.finished, stepDone) && held !== position.stepId,
    next,
    back,
    saveAndExit,
  };
}
