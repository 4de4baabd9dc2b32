import { IconEye, IconShieldCheck } from '@tabler/icons-react';
import { lazy } from 'react';
import type { WebStep } from '../track-page/webStep';

/** The Problem Shadowing step in the web (its SDK worker: sdk/src/steps/problemShadowing.ts). */
export const problemShadowingStep: WebStep<'problemShadowing'> = {
  type: 'problemShadowing',
  View: lazy(() => import('./components/ProblemShadowingView').then((m) => ({ default: m.ProblemShadowingView }))),
  icon: IconEye,
  instructions: {
    intro: 'instructions.problemShadowing.intro',
    themes: [
      {
        icon: IconEye,
        title: 'instructions.problemShadowing.themes.one.title',
        text: 'instructions.problemShadowing.themes.one.text',
      },
      {
        icon: IconShieldCheck,
        title: 'instructions.problemShadowing.themes.two.title',
        text: 'instructions.problemShadowing.themes.two.text',
      },
    ],
  },
};
