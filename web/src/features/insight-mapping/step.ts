import { IconMap2 } from '@tabler/icons-react';
import { lazy } from 'react';
import type { WebStep } from '../track-page/webStep';

/** The Insight Mapping step in the web (its SDK worker: sdk/src/steps/insightMapping.ts). */
export const insightMappingStep: WebStep<'insightMapping'> = {
  type: 'insightMapping',
  View: lazy(() => import('./components/InsightMappingView').then((m) => ({ default: m.InsightMappingView }))),
  icon: IconMap2,
  initLabel: 'track.init.insightMapping',
  keyResult: 'userEmpathyMap',
};
