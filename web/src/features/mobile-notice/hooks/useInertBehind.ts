import { type RefObject, useEffect } from 'react';

/**
 * Makes everything on the page except `ref`'s element inert while `active`: the element must be a child of
 * `<body>` (a portal), and every other child of `<body>` — the app's root, Mantine's portals, anything added later —
 * gets the `inert` attribute, so neither the keyboard nor a screen reader reaches what lies behind it.
 */
export function useInertBehind(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const front = ref.current;
    if (!active || !front) return;
    // Only what this hook made inert is released again.
    const madeInert = new Set<Element>();
    const cover = (element: Element) => {
      if (element === front || element.hasAttribute('inert')) return;
      element.setAttribute('inert', '');
      madeInert.add(element);
    };
    for (const child of Array.from(document.body.children)) cover(child);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) if (node instanceof Element) cover(node);
      }
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [ref, active]);
}
