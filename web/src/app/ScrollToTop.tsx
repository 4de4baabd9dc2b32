import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Every new page starts at the top. Back/forward navigation is left alone so the browser can restore the
 * previous scroll position, and a `#anchor` in the address scrolls to that element.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const fromHistory = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => {
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    const anchor = window.location.hash.slice(1);
    const target = anchor ? document.getElementById(decodeURIComponent(anchor)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);

  return null;
}
