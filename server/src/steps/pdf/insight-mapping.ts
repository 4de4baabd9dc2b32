// User Insight Mapping's result in the result PDF (results/pdf.ts): the empathy map, laid out as four quadrants
// under the persona's name and occupation.
import { isRecord } from '@idea-studio/sdk';
import type { PdfSection } from '../types.js';

/** The four quadrants of an empathy map, in reading order. */
export const QUADRANTS = ['hears', 'sees', 'feels', 'frustrations'] as const;

/** User Insight Mapping's result (the contract's EmpathyMap): the four answer lists, the persona on top. */
export interface EmpathyMapData {
  persona?: { name?: unknown; occupation?: unknown };
  hears: unknown[];
  sees: unknown[];
  feels: unknown[];
  frustrations: unknown[];
}

export function isEmpathyMap(data: unknown): data is EmpathyMapData {
  return isRecord(data) && QUADRANTS.every((key) => Array.isArray(data[key]));
}

export const insightMappingPdf: PdfSection = { matches: isEmpathyMap, layout: 'empathyMap' };
