import type { LabelReader } from '@idea-studio/sdk';
import { createContext, useContext } from 'react';

/**
 * Who reads the provenance labels on a screen ("entered by you", "AI-generated, accepted by you"): the round's own
 * founder, or a teammate looking through it (the track page says which), for whom "you" would name the wrong person.
 */
export const LabelReaderContext = createContext<LabelReader>('founder');

export const useLabelReader = (): LabelReader => useContext(LabelReaderContext);
