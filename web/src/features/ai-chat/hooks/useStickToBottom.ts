import { useCallback, useEffect, useRef, useState } from 'react';

/** Closer than this to the end counts as "at the bottom" (a rounding pixel or two, a half-scrolled last line). */
export const STICK_THRESHOLD_PX = 48;

export interface StickToBottom<T extends HTMLElement> {
  /** Put on the scrolling element (the conversation). */
  ref: (element: T | null) => void;
  /** Something new arrived below while the reader was scrolled up: show the "New answer" affordance. */
  unseen: boolean;
  /** Scroll to the end and follow new content again. */
  scrollToBottom: () => void;
}

const distanceToBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * Chat-app scrolling for a conversation (part 2 §2.15 "the chat scrolls to the bottom"): while the reader is at the
 * bottom, every change of the content keeps the end in view — a new turn, the waiting turn replaced by the answer,
 * an answer that grows, an image that loads. Once the reader scrolls up, it stays where they are and `unseen` tells
 * that something new arrived below.
 *
 * Why our own ~60 lines and not `use-stick-to-bottom` (which would run on React 19 / Node 20): that library follows
 * content only through a ResizeObserver on an inner content element and a requestAnimationFrame spring, neither of
 * which happy-dom (our unit-test DOM, without layout) drives, so its behaviour could not be tested with the step
 * tests' fakes; and it needs the content wrapped in a second element in each of the four chats. A MutationObserver
 * sees every change React makes (also under happy-dom); a ResizeObserver adds the growth that is no DOM change
 * (fonts, images, a narrower panel). Scrolling is instant so the reader's own scrolling is never mistaken for ours.
 *
 * `sendCount` grows when the founder sends: like a chat app, sending brings the end into view and follows again.
 */
export function useStickToBottom<T extends HTMLElement = HTMLDivElement>(sendCount?: number): StickToBottom<T> {
  const [element, setElement] = useState<T | null>(null);
  const [unseen, setUnseen] = useState(false);
  // Whether to follow new content: true until the reader scrolls away from the end, again when they come back.
  const sticking = useRef(true);

  useEffect(() => {
    if (!element) return;
    const toEnd = () => {
      element.scrollTop = element.scrollHeight;
    };
    const onChange = () => {
      if (sticking.current) toEnd();
      else if (distanceToBottom(element) > STICK_THRESHOLD_PX) setUnseen(true);
    };
    const onScroll = () => {
      sticking.current = distanceToBottom(element) <= STICK_THRESHOLD_PX;
      if (sticking.current) setUnseen(false);
    };
    toEnd();
    element.addEventListener('scroll', onScroll, { passive: true });
    const mutations = new MutationObserver(onChange);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onChange);
    resizes?.observe(element);
    for (const child of Array.from(element.children)) resizes?.observe(child);
    return () => {
      element.removeEventListener('scroll', onScroll);
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [element]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the founder sends (sendCount grows)
  useEffect(() => {
    if (!element || sendCount === undefined) return;
    sticking.current = true;
    setUnseen(false);
    element.scrollTop = element.scrollHeight;
  }, [sendCount]);

  const scrollToBottom = useCallback(() => {
    sticking.current = true;
    setUnseen(false);
    if (element) element.scrollTop = element.scrollHeight;
  }, [element]);

  return { ref: setElement, unseen, scrollToBottom };
}
