import { IconBulb, IconSearch, IconUsers } from '@tabler/icons-react';
import { lazy } from 'react';
import type { WebStep } from '../track-page/webStep';
import { BASIC_IDEA_MODEL } from './sections';

/** The Basic Idea step in the web (its SDK worker: sdk/src/steps/basicIdea.ts). */
export const basicIdeaStep: WebStep<'basicIdea'> = {
  type: 'basicIdea',
  View: lazy(() => import('./components/BasicIdeaView').then((m) => ({ default: m.BasicIdeaView }))),
  chatModel: BASIC_IDEA_MODEL,
  icon: IconBulb,
  initLabel: 'track.init.basicIdea',
  instructions: {
    intro: 'instructions.basicIdea.intro',
    themes: [
      {
        icon: IconSearch,
        title: 'instructions.basicIdea.themes.one.title',
        text: 'instructions.basicIdea.themes.one.text',
      },
      {
        icon: IconUsers,
        title: 'instructions.basicIdea.themes.two.title',
        text: 'instructions.basicIdea.themes.two.text',
      },
      {
        icon: IconBulb,
        title: 'instructions.basicIdea.themes.three.title',
        text: 'instructions.basicIdea.themes.three.text',
      },
    ],
  },
  keyResult: 'elevatorPitch',
};
