import type { TrackStructure } from '@idea-studio/sdk';
import { atom } from 'jotai';

/**
 * Track definitions (streams with their steps) by track id. They are reference data: loaded once per page view
 * and shared by the dashboard and the track page.
 */
export const trackStructuresAtom = atom<Record<string, TrackStructure>>({});
