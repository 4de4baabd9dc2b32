import { ApiError, askStepAi } from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';

/** Suggestions shown at once (part 2 §9): the first three, then the next three. */
export const SUGGESTIONS_AT_ONCE = 3;
/** Empty answers are asked again up to this many times in all (part 2 §8). */
export const AI_ATTEMPTS = 3;

export interface StepPromptRequest {
  streamId: string | null | undefined;
  stepId: string | null | undefined;
  roundId: string;
  stepPromptNumber: number;
  content: unknown;
}

/** The text of one suggestion: a string, an item's `text`, or (Problem Shadowing's situations) its `answer`. */
function suggestionText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!item || typeof item !== 'object') return '';
  const { text, answer } = item as { text?: unknown; answer?: unknown };
  if (typeof text === 'string') return text;
  return typeof answer === 'string' ? answer : '';
}

function suggestionTexts(promptResult: readonly unknown[]): string[] {
  return promptResult
    .map(suggestionText)
    .map((text) => text.trim())
    .filter(Boolean);
}

/**
 * The AI button of the text control (part 2 §2.9, §5, §8): STEP_PROMPT suggestions, shown three at a time. While
 * it runs, a second click cancels the request (AbortController) and ends the running state. Without stream id and
 * step id it shows 'Frontend Error / Stream ID or Step ID is not provided.'; a failure 'Error / AI response
 * failed' (a missing session or too many requests go through the app's usual messages).
 */
export function useStepSuggestions() {
  const { t } = useTranslation();
  const { quiet, report } = useApi();
  const notify = useSetAtom(showSnackbarAtom);
  const [running, setRunning] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [offset, setOffset] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const failed = useCallback(
    () => notify({ type: 'error', headline: t('aiControl.failed.headline'), text: t('aiControl.failed.text') }),
    [notify, t],
  );

  const run = useCallback(
    async (request: StepPromptRequest): Promise<boolean> => {
      const { streamId, stepId } = request;
      if (!streamId || !stepId) {
        notify({ type: 'error', headline: t('aiControl.noIds.headline'), text: t('aiControl.noIds.text') });
        return false;
      }
      const own = new AbortController();
      controller.current = own;
      setRunning(true);
      try {
        let texts: string[] = [];
        for (let attempt = 0; attempt < AI_ATTEMPTS && texts.length === 0; attempt++) {
          const answer = await askStepAi(
            quiet,
            {
              streamId,
              stepId,
              roundId: request.roundId,
              promptType: 'STEP_PROMPT',
              stepPromptNumber: request.stepPromptNumber,
              content: request.content,
            },
            { signal: own.signal },
          );
          if (own.signal.aborted) return false;
          texts = suggestionTexts(answer.promptResult);
        }
        if (texts.length === 0) {
          failed();
          return false;
        }
        setSuggestions(texts);
        setOffset(0);
        return true;
      } catch (error) {
        if (own.signal.aborted) return false;
        if (error instanceof ApiError && (error.isUnauthorized || error.isRateLimited)) report(error);
        else failed();
        return false;
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setRunning(false);
        }
      }
    },
    [quiet, report, notify, failed, t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRunning(false);
  }, []);

  const more = useCallback(() => {
    setOffset((current) => (current + SUGGESTIONS_AT_ONCE >= suggestions.length ? 0 : current + SUGGESTIONS_AT_ONCE));
  }, [suggestions.length]);

  return {
    running,
    run,
    cancel,
    more,
    shown: suggestions.slice(offset, offset + SUGGESTIONS_AT_ONCE),
    hasMore: suggestions.length > SUGGESTIONS_AT_ONCE,
  };
}
