import { frameFingerprint, type IdeaFrame } from '@idea-studio/sdk';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import {
  type AuthoredFrame,
  asRead,
  changedSlots,
  confirmFrame,
  editSlot,
  type FrameSlot,
  frameTitle,
  ideaText,
  isHeld,
  reread,
  sameFrame,
  storedFrameOf,
} from '../ideaFrame';
import type { Sections } from '../sections';

/** The idea is read this long after the founder stopped typing. */
export const FRAME_READ_DELAY_MS = 700;

export interface IdeaFrameOptions {
  sections: Sections;
  /** The round's name: it may name the product, never the offer or the people. */
  name: string | null | undefined;
  /** Nothing is read or changed (a teammate's round). */
  readOnly: boolean;
  /** Saves the step's input with the stored frame as it now is: at once (`now`) or with the typing's delay. */
  persist: (now: boolean) => void;
}

/** What the panel shows. */
export type FrameStatus =
  /** No words yet: no panel. */
  | 'empty'
  /** The first reading is on its way. */
  | 'reading'
  /** The reading failed and nothing is stored. */
  | 'failed'
  /** A frame is shown: the live reading, or the stored one. */
  | 'shown';

/**
 * "How we read your idea": reads the Basic Idea's words into the idea frame (readIdeaFrame, debounced, through the
 * query cache and the quiet client — a failed reading says so in the panel, not in a snackbar at every pause in the
 * typing) and keeps the stored frame. Until the founder edits or confirms it, the panel follows the live reading,
 * which is stored (every slot `ai`) with the saves of the step's input; from then on the stored frame is shown, and a
 * reading of changed words that differs from it in a slot that is not the founder's is offered with "Read again".
 */
export function useIdeaFrame({ sections, name, readOnly, persist }: IdeaFrameOptions) {
  const { $quiet } = useApi();
  const { i18n } = useTranslation();
  const [stored, setStored] = useState<AuthoredFrame | null>(null);
  const storedRef = useRef<AuthoredFrame | null>(null);
  /** The request the stored frame was loaded with: its reading is not asked for again on opening. */
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  const text = ideaText(sections);
  const title = frameTitle(name);
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const request = useMemo(() => ({ text, title, lang }) as const, [text, title, lang]);
  const [asked] = useDebouncedValue(request, FRAME_READ_DELAY_MS);
  const askedKey = JSON.stringify(asked);
  const enabled = !readOnly && asked.text !== '' && (stored === null || askedKey !== loadedKey);

  const reading = useQuery({
    ...serverState.ideaFrame($quiet, asked),
    enabled,
    placeholderData: keepPreviousData,
  });
  const live: IdeaFrame | undefined = enabled ? reading.data?.frame : undefined;
  /** A reading of the words as they are now (not the previous words' while the new one is asked). */
  const fresh = enabled && !reading.isPlaceholderData && !reading.isFetching ? reading.data?.frame : undefined;

  const store = useCallback(
    (next: AuthoredFrame | null, now: boolean) => {
      storedRef.current = next;
      setStored(next);
      persist(now);
    },
    [persist],
  );

  /** The step's input was saved in this visit: from then on the reading goes with it. */
  const saving = useRef(false);
  /** The latest reading, for a save while the next one is asked. */
  const liveRef = useRef<IdeaFrame | undefined>(undefined);
  liveRef.current = live;

  /**
   * The frame the step's input is saved with. A frame the founder has touched is kept as stored. Otherwise the
   * assistant's live reading goes with the save (every slot `ai`): a founder who never opens the panel still leaves a
   * frame for the later steps to write from.
   */
  const forSave = useCallback((): AuthoredFrame | null => {
    saving.current = true;
    const current = storedRef.current;
    if (readOnly || isHeld(current) || !liveRef.current) return current;
    const next = asRead(liveRef.current);
    if (!current || !sameFrame(current.frame, next.frame)) {
      storedRef.current = next;
      setStored(next);
    }
    return storedRef.current;
  }, [readOnly]);

  // A reading of the words as they are now that arrives after their save goes with a save of its own, so the stored
  // reading is never that of earlier words; nothing is saved for a visit that changed nothing.
  useEffect(() => {
    if (!fresh || readOnly || !saving.current || isHeld(storedRef.current)) return;
    if (storedRef.current && sameFrame(storedRef.current.frame, fresh)) return;
    store(asRead(fresh), false);
  }, [fresh, readOnly, store]);

  /** The frame in the input the step opened with (none: the idea has not been read). */
  const load = useCallback(
    (input: unknown, openedSections: Sections) => {
      const saved = storedFrameOf(input) ?? null;
      storedRef.current = saved;
      setStored(saved);
      setLoadedKey(JSON.stringify({ text: ideaText(openedSections), title, lang }));
    },
    [title, lang],
  );

  /** Reset & Start Again: the frame goes with the sections (their save carries no frame). */
  const clear = useCallback(() => {
    storedRef.current = null;
    setStored(null);
    saving.current = false;
  }, []);

  const held = isHeld(stored);
  // A frame the founder has not touched follows the reading of the words as they are; theirs stays as stored.
  const shown: AuthoredFrame | undefined = held ? (stored ?? undefined) : live ? asRead(live) : (stored ?? undefined);
  const changed = held && stored && fresh ? changedSlots(stored, fresh) : [];

  /** What the founder's edit or confirmation starts from: the frame as the panel shows it. */
  const base = useCallback(
    (): AuthoredFrame | undefined =>
      isHeld(storedRef.current) || !live ? (storedRef.current ?? undefined) : asRead(live),
    [live],
  );

  const edit = useCallback(
    (slot: FrameSlot, value: string) => {
      const from = base();
      if (!from || readOnly) return;
      store(editSlot(from, slot, value), true);
    },
    [base, readOnly, store],
  );

  const confirm = useCallback(() => {
    const from = base();
    if (!from || readOnly) return;
    store(confirmFrame(from), true);
  }, [base, readOnly, store]);

  const readAgain = useCallback(() => {
    const from = storedRef.current;
    if (!from || !fresh || readOnly) return;
    store(reread(from, fresh), true);
  }, [fresh, readOnly, store]);

  let status: FrameStatus = 'reading';
  if (text === '' && !stored) status = 'empty';
  else if (shown) status = 'shown';
  else if (reading.isError && !reading.isFetching) status = 'failed';

  return {
    /** The stored frame (null: not stored). */
    storedRef,
    /** What the stored frame says (its fingerprint; null: not stored): a change is a changed idea. */
    storedKey: stored ? frameFingerprint(stored.frame) : null,
    /** The frame a save of the step's input carries: the stored one, or the live reading until the founder touches it. */
    forSave,
    stored: stored !== null,
    shown,
    status,
    /** A fresh reading differs from the stored frame in these slots (none of them the founder's). */
    changed,
    /** The reading is being asked again for changed words. */
    rereading: enabled && reading.isFetching,
    load,
    clear,
    edit,
    confirm,
    readAgain,
    retry: () => void reading.refetch(),
  };
}

export type IdeaFrameState = ReturnType<typeof useIdeaFrame>;
