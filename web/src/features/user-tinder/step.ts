import { IconHeartHandshake, IconUserHeart, IconUsers } from '@tabler/icons-react';
import { lazy } from 'react';
import type { WebStep } from '../track-page/webStep';

/** The User Tinder step in the web (its SDK worker: sdk/src/steps/userTinder.ts). */
export const userTinderStep: WebStep<'userTinder'> = {
  type: 'userTinder',
  View: lazy(() => import('./components/UserTinderView').then((m) => ({ default: m.UserTinderView }))),
  icon: IconUsers,
  initLabel: 'track.init.userTinder',
  instructions: {
    intro: 'instructions.userTinder.intro',
    themes: [
      {
        icon: IconUserHeart,
        title: 'instructions.userTinder.themes.one.title',
        text: 'instructions.userTinder.themes.one.text',
      },
      {
        icon: IconHeartHandshake,
        title: 'instructions.userTinder.themes.two.title',
        text: 'instructions.userTinder.themes.two.text',
      },
    ],
  },
  keyResult: 'mainPersona',
};
