import {
  backStep,
  isNextEnabled,
  type Move,
  navStreams,
  nextStep,
  type Position,
  stepProgress,
  type TrackStructure,
  trackLink,
  unwrap,
} from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { findStepResult, flattenResults } from '../../tracks/roundResults';
import type { TrackView } from '../trackView';
import type { TrackData } from './useRound';

/** Report action labels of part 2 §7.3. */
export const REPORT_ACTIONS = {
  next: 'Next',
  back: 'Back',
  streamFinished: 'Stream finished',
  saveAndExit: 'Save & Exit',
} as const;

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
 * The footer's moves through a round (part 2 §2.2, §4.1), with the SDK's rules: Next / Finish Stream
 * (`nextStep`, refused with 'You have no Result saved!'), Back (`backStep`; home from the start view), and
 * Save & Exit. Each move records its report action, saves the progress (saveTrackProgress; finishUserTrack when
 * the round gets finished) and navigates: forward pushes a history entry, back replaces the current one.
 */
export function useTrackMoves({ trackId, roundId, base, structure, position, view, data, setData }: TrackMovesInput) {
  const { t } = useTranslation();
  const { client, quiet } = useApi();
  const [, navigate] = useLocation();
  const notify = useSetAtom(showSnackbarAtom);
  const [busy, setBusy] = useState(false);

  const streams = navStreams(structure);
  const finished = data.finished;
  const hasResult = !!findStepResult(flattenResults(data.streams), position.stepId);
  const hasResultFile = data.files.some((file) => file.stepId === position.stepId);
  const progress = view.kind === 'step' ? stepProgress(streams, position) : undefined;
  const lastStepOfStream = !!progress && progress.step === progress.total;

  const record = (action: string) =>
    quiet
      .POST('/rounds/{roundId}/actions', {
        params: { path: { roundId } },
        body: { action, streamId: position.streamId, stepId: position.stepId },
      })
      .catch(() => undefined);

  const go = async (move: Move, action: string, replace: boolean) => {
    setBusy(true);
    void record(action);
    try {
      await unwrap(
        client.PUT('/streams/usertracks', {
          body: { streamId: move.streamId, stepId: move.stepId, roundId, finished: move.finished },
        }),
      );
      if (move.finished === 1 && finished !== 1) {
        await unwrap(client.PUT('/streams/usertracks/finished', { body: { roundId } }));
      }
    } catch {
      setBusy(false); // the snackbar shows why; the page stays
      return;
    }
    setData((current) =>
      current ? { ...current, finished: move.finished, lastStreamId: move.streamId, lastStepId: move.stepId } : current,
    );
    setBusy(false);
    navigate(`${base}${trackLink(trackId, move, roundId)}`, { replace });
  };

  const next = async () => {
    const result = nextStep(streams, position, hasResult, finished);
    if (!result.ok) {
      notify({ type: 'warning', headline: t('track.footer.noResult.headline'), text: t('track.footer.noResult.text') });
      return;
    }
    await go(result.move, lastStepOfStream ? REPORT_ACTIONS.streamFinished : REPORT_ACTIONS.next, false);
  };

  const back = async () => {
    const result = backStep(streams, position, finished);
    if (result.home) {
      navigate('/home');
      return;
    }
    await go(result.move, REPORT_ACTIONS.back, true);
  };

  const saveAndExit = async () => {
    setBusy(true);
    await record(REPORT_ACTIONS.saveAndExit);
    setBusy(false);
    navigate('/home');
  };

  return {
    busy,
    progress,
    lastStepOfStream,
    nextEnabled: isNextEnabled(finished, hasResultFile),
    next,
    back,
    saveAndExit,
  };
}
