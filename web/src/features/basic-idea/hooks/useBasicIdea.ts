import {
  ApiError,
  type Author,
  askStepAi,
  authorAfterChange,
  autofillBasicIdea,
  basicIdeaSections,
  basicIdeaWorker,
  hasResult,
  type InputEntry,
  saveBasicIdea,
} from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { chatHiddenAtom, chatStepActionsAtom } from '../../ai-chat/atoms/chatAtoms';
import { type AiProvider, type ChatMessage, parseChatMessages } from '../../ai-chat/chatMessages';
import { loadConversation } from '../../ai-chat/history';
import { useChat } from '../../ai-chat/hooks/useChat';
import { limitRows } from '../../ai-control/words';
import type { ProductIdea } from '../../paper/paperFlow';
import { busyOf, type StepPlace, useStepSession } from '../../track-page/step-kernel/useStepSession';
import { useWriteAgain } from '../../track-page/step-kernel/useWriteAgain';
import { withStoredFrame } from '../ideaFrame';
import {
  ALL_DONE,
  activeFromSaved,
  allFilled,
  authoredEntries,
  autofilledAuthors,
  canOpen,
  EXTRACT_LABEL,
  emptySections,
  founderSections,
  SECTIONS,
  type SectionAuthors,
  type Sections,
  savedAuthors,
  sectionOfContext,
  supportMeLabel,
} from '../sections';
import { useIdeaFrame } from './useIdeaFrame';

/** Report action labels of the step (part 2 §7.3); 'Save Result' is recorded by the SDK's saveBasicIdea. */
export const BASIC_IDEA_ACTIONS = {
  aiButton: 'AI Button',
  autofill: 'Autofill All',
  reset: 'Reset & Start Again',
} as const;

/** Where the step is (the view is chosen by the step's type, never by its id). */
export type BasicIdeaInput = StepPlace;

export type Busy = 'autofill' | 'save' | 'reset' | null;
type Opening = { messages: ChatMessage[]; provider: AiProvider };
export type Dialog = 'start' | 'paper' | 'ideas' | 'replace' | 'reset' | null;

/**
 * The Basic Idea step's state and actions (part 2 §2.8, §4.3, §4.10, §5): the three sections, the active one
 * (1 → 2 → 3 → 4), Save Result enabled at 4, opening sections, autofill, save with the replace confirmation,
 * reset, the start dialog and the idea-from-paper seed; the chat gets the step's context label and actions.
 */
export function useBasicIdea(place: BasicIdeaInput) {
  const { roundId, streamId, stepId, data } = place;
  const { t } = useTranslation();
  const { client, quiet, report } = useApi();
  const notify = useSetAtom(showSnackbarAtom);
  const setChatHidden = useSetAtom(chatHiddenAtom);
  const setChatActions = useSetAtom(chatStepActionsAtom);
  const chat = useChat();

  const [sections, setSections] = useState<Sections>(emptySections);
  /** Who wrote each section: saved with it and shown on the rows (the ref has it at once for the next save). */
  const authors = useRef<SectionAuthors>(founderSections());
  const [shownAuthors, setShownAuthors] = useState<SectionAuthors>(authors.current);
  const [active, setActive] = useState(1);
  /** All three sections were completed (section 4 reached); reopening an earlier one keeps it. */
  const [complete, setComplete] = useState(false);
  /** The sections were completed again (Next to 4, autofill, a paper's idea) since the result was saved. */
  const [completedAgain, setCompletedAgain] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [ideas, setIdeas] = useState<ProductIdea[]>([]);
  // Save Result once the sections are complete, while the step has no result (also after its file was deleted in
  // the results panel) or when they were completed again since it was saved: derived from the round's data, which
  // the track page reloads after every change of its files.
  const saveEnabled = complete && (completedAgain || !hasResult(data, stepId));
  /** Johnny's opening, asked while the start dialog shows; it goes into the chat once no dialog is open. */
  const opening = useRef<Promise<Opening | null> | null>(null);
  /** The sections as last changed: a change, autofill and the chat's suggestions build on them. */
  const latest = useRef({ sections, active, saveEnabled });
  latest.current = { sections, active, saveEnabled };

  // "How we read your idea": its stored frame is saved with the sections, in the same input.
  const persistFrame = useRef<(now: boolean) => void>(() => undefined);
  const frame = useIdeaFrame({
    sections,
    name: data.name,
    readOnly: !data.editable,
    persist: useCallback((now: boolean) => persistFrame.current(now), []),
  });
  const { forSave } = frame;
  /** The step's input: the sections with their authors, and the idea frame (the live reading until it is held). */
  const inputOf = useCallback(
    (next: Sections, nextAuthors: SectionAuthors) => withStoredFrame(authoredEntries(next, nextAuthors), forSave()),
    [forSave],
  );

  const aiFailed = useCallback(
    () => notify({ type: 'error', headline: t('aiControl.failed.headline'), text: t('aiControl.failed.text') }),
    [notify, t],
  );

  const askOpening = async (): Promise<Opening | null> => {
    try {
      const answer = await askStepAi(
        quiet,
        { streamId, stepId, roundId, promptType: 'INITIALIZE_STEP_PROMPT', content: data.name ?? '' },
        { stepType: basicIdeaWorker.type },
      );
      return { messages: parseChatMessages(answer.promptResult), provider: answer.provider };
    } catch (error) {
      if (error instanceof ApiError && (error.isUnauthorized || error.isRateLimited)) report(error);
      return null;
    }
  };

  const session = useStepSession<InputEntry[]>(place, {
    // A failed load starts empty (the snackbar shows why).
    openOnError: true,
    // Start from the saved input: it sets the active section; all three filled hides the chat. Nothing saved and no
    // conversation yet offers the start dialog and asks Johnny's opening, which opens the chat only after the
    // dialog (so the dialog never covers a chat that asks something); a conversation that already started gets no
    // dialog.
    onOpen: (input) => {
      const saved = input ? basicIdeaSections(input.content) : emptySections();
      const start = activeFromSaved(saved);
      setSections(saved);
      frame.load(input?.content, saved);
      authors.current = savedAuthors(input?.content);
      setShownAuthors(authors.current);
      setActive(start);
      setComplete(start === ALL_DONE);
      if (allFilled(saved)) setChatHidden(true);
      if (start !== 1 || loadConversation(roundId, stepId).entries.length > 0) return;
      opening.current = askOpening();
      setDialog((current) => current ?? 'start');
    },
    saveResult: saveBasicIdea,
    onSaved: () => {
      setCompletedAgain(false);
      // The hint is over with the result (the chat widget also drops it once the reloaded round has the result);
      // clearing it now lets the message appear where it stays.
      chat.dismissHint();
    },
    reset: async () => {
      try {
        frame.clear();
        await saver.saveNow([]);
        authors.current = founderSections();
        await session.deleteFiles();
      } catch {
        // the snackbar shows why; the step is cleared all the same
      }
      setSections(emptySections());
      setActive(1);
      setComplete(false);
      setCompletedAgain(false);
      setChatHidden(false);
      // The chat restarts in the background: its answer may take a while and the step is usable at once.
      void chat.reset();
      await actions.reload();
    },
  });
  const { actions, saver, context, save, reset } = session;
  persistFrame.current = (now) => {
    const input = inputOf(latest.current.sections, authors.current);
    if (now) void saver.saveNow(input);
    else saver.schedule(input);
  };

  // A stored frame that says something else is a changed idea: the round's results written from the earlier one say
  // so (the server compares), so the round is asked again once the frame is saved.
  const { storedKey } = frame;
  const seenKey = useRef<string | null | undefined>(undefined);
  const { opened } = session;
  useEffect(() => {
    if (!opened) return;
    if (seenKey.current === undefined || seenKey.current === storedKey) {
      seenKey.current = storedKey;
      return;
    }
    seenKey.current = storedKey;
    if (!data.streams.some((stream) => stream.results.length > 0)) return;
    void saver.flush().then(() => actions.reload());
  }, [opened, storedKey, data.streams, saver, actions]);

  // The opening arrives in the chat once the start dialog (and a paper flow begun from it) is closed.
  const { isMounted } = session;
  useEffect(() => {
    const pending = opening.current;
    if (dialog !== null || !pending) return;
    opening.current = null;
    void pending.then((answer) => {
      if (answer && isMounted()) chat.receive(answer.messages, answer.provider);
    });
  }, [dialog, chat, isMounted]);

  /** The sections were completed by the user or the AI: Save Result is offered (again). */
  const completeAgain = useCallback(() => {
    setComplete(true);
    setCompletedAgain(true);
  }, []);

  const update = useCallback(
    (next: Sections) => {
      setSections(next);
      setShownAuthors(authors.current);
      saver.schedule(inputOf(next, authors.current));
    },
    [saver, inputOf],
  );

  /**
   * A section's new text: typed (the founder's, unless it is still the text it had), or an AI suggestion taken as
   * it is (`ai-accepted`).
   */
  const change = useCallback(
    (number: number, text: string, author: Author = 'founder') => {
      const info = SECTIONS[number - 1];
      if (!info) return;
      const before = { text: latest.current.sections[info.type], author: authors.current[info.type] };
      authors.current = {
        ...authors.current,
        [info.type]: author === 'founder' ? authorAfterChange(before, text) : author,
      };
      update({ ...latest.current.sections, [info.type]: text });
    },
    [update],
  );

  const open = useCallback((number: number) => {
    const { active: current, saveEnabled: enabled } = latest.current;
    if (!canOpen(number, current, enabled)) return false;
    setActive(number);
    return true;
  }, []);

  const next = useCallback(
    (number: number) => {
      const following = Math.min(number + 1, ALL_DONE);
      setActive(following);
      if (following === ALL_DONE) completeAgain();
    },
    [completeAgain],
  );

  const filling = useMutation({
    mutationFn: async () => {
      try {
        await saver.flush();
        const before = latest.current.sections;
        const entries = await autofillBasicIdea(context(client));
        const filled = basicIdeaSections(entries);
        // Autofill writes for the founder: what it filled in is the AI's, and is saved so.
        authors.current = autofilledAuthors(before, authors.current, filled);
        setSections(filled);
        setShownAuthors(authors.current);
        setActive(ALL_DONE);
        completeAgain();
        await saver.saveNow(inputOf(filled, authors.current));
      } catch {
        // the snackbar shows the server's message (e.g. 'Error / AI response failed')
      }
    },
  });
  const { mutateAsync: fillWith } = filling;
  const busy: Busy = busyOf([
    ['autofill', filling.isPending],
    ['save', session.saving],
    ['reset', session.resetting],
  ]);

  const autofill = useCallback(async () => {
    if (busy) return;
    void actions.record(BASIC_IDEA_ACTIONS.autofill);
    await fillWith();
  }, [busy, actions, fillWith]);

  /** Save Result: nothing while a field is empty; an existing result asks before it is replaced. */
  const requestSave = useCallback(() => {
    if (busy || !latest.current.saveEnabled || !allFilled(latest.current.sections)) return;
    if (session.hasResult()) setDialog('replace');
    else void save();
  }, [busy, save, session.hasResult]);

  // Write again (an idea card written from an earlier reading of the idea): Save Result writes the card anew from the
  // sections and the frame as they are now, after the replace confirmation.
  useWriteAgain(stepId, () => {
    if (busy || !allFilled(latest.current.sections)) return;
    if (session.hasResult()) setDialog('replace');
    else void save();
  });

  const supportMe = useCallback(
    async (text: string) => {
      await saver.flush();
      const typed = text.trim();
      // Only the active section shows the Support me button: the request names it (part 2 §7.1 label + section).
      const section = SECTIONS[latest.current.active - 1] ?? SECTIONS[0];
      void chat.send(`${supportMeLabel(section)}: ${typed}`, {
        question: typed ? t('basicIdea.supportMeTurn', { text: typed }) : t('aiControl.supportMe'),
      });
    },
    [chat, saver, t],
  );

  /** The chosen product idea seeds the three sections, is saved as the input and told to the chat. */
  const seed = useCallback(
    async (idea: ProductIdea) => {
      opening.current = null; // the chat starts with the chosen idea instead
      setDialog(null);
      const next: Sections = {
        PROBLEM: idea.problemStatement,
        'TARGET USER': idea.targetUsers,
        SOLUTION: idea.solutionMechanism,
      };
      // The AI drew the idea from the paper; the founder chose it as it is.
      authors.current = { PROBLEM: 'ai-accepted', 'TARGET USER': 'ai-accepted', SOLUTION: 'ai-accepted' };
      setShownAuthors(authors.current);
      setSections(next);
      setActive(ALL_DONE);
      completeAgain();
      await saver.saveNow(inputOf(next, authors.current));
      void chat.send(`${EXTRACT_LABEL}: ${idea.ideaTitle}`, {
        question: t('basicIdea.extractTurn', { title: idea.ideaTitle }),
      });
    },
    [saver, chat, t, completeAgain, inputOf],
  );

  /**
   * A chat suggestion goes into the section its answer is about. One about no section (a question's follow-ups) or
   * about a section that cannot be opened yet goes to the message box instead: it never replaces another
   * section's text.
   */
  const transfer = useCallback(
    (text: string, contextId: string) => {
      const { active: current, saveEnabled: enabled } = latest.current;
      const target = sectionOfContext(contextId);
      if (target === null || !canOpen(target, current, enabled)) return false;
      setActive(target);
      change(target, limitRows(text), 'ai-accepted');
      return true;
    },
    [change],
  );

  // The chat sends the active section's context label and can fill, upload and take suggestions.
  useEffect(() => {
    setChatActions({
      label: SECTIONS[active - 1]?.chatLabel,
      transfer,
      fillAll: () => void autofill(),
      upload: () => setDialog('paper'),
    });
  }, [active, transfer, autofill, setChatActions]);
  useEffect(() => () => setChatActions({}), [setChatActions]);

  return {
    loaded: session.opened,
    sections,
    authors: shownAuthors,
    frame,
    active,
    saveEnabled,
    busy,
    dialog,
    setDialog,
    ideas,
    setIdeas,
    change,
    open,
    next,
    autofill,
    requestSave,
    save,
    reset,
    supportMe,
    seed,
    hint: chat.hint,
    /** Saves what was typed at once (the text field was left). */
    flushInput: () => void saver.flush(),
    recordAiButton: () => void actions.record(BASIC_IDEA_ACTIONS.aiButton),
    aiFailed,
  };
}
