import { IconFileCheck, IconMessages, IconPin } from '@tabler/icons-react';
import { lazy } from 'react';
import type { WebStep } from '../track-page/webStep';

/** The Feedback Card step in the web (its SDK worker: sdk/src/steps/feedbackCard.ts): it brings its own mentor chat. */
export const feedbackCardStep: WebStep<'feedbackCard'> = {
  type: 'feedbackCard',
  View: lazy(() => import('./components/FeedbackCardView').then((m) => ({ default: m.FeedbackCardView }))),
  ownChat: true,
  icon: IconMessages,
  instructions: {
    intro: 'instructions.feedbackCard.intro',
    themes: [
      {
        icon: IconMessages,
        title: 'instructions.feedbackCard.themes.one.title',
        text: 'instructions.feedbackCard.themes.one.text',
      },
      {
        icon: IconPin,
        title: 'instructions.feedbackCard.themes.two.title',
        text: 'instructions.feedbackCard.themes.two.text',
      },
      {
        icon: IconFileCheck,
        title: 'instructions.feedbackCard.themes.three.title',
        text: 'instructions.feedbackCard.themes.three.text',
      },
    ],
  },
};
