import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { lastUrlAtom } from '../atoms';

/** Keeps the last visited URL of the app (path and query) in sessionStorage (spec part 1 §3). */
export function LastUrlRecorder() {
  const [location] = useLocation();
  const search = useSearch();
  const setLastUrl = useSetAtom(lastUrlAtom);
  useEffect(() => {
    setLastUrl(search ? `${location}?${search}` : location);
  }, [location, search, setLastUrl]);
  return null;
}
