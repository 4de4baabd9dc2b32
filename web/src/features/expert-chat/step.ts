import { IconMessageChatbot } from '@tabler/icons-react';
import { lazy } from 'react';
import type { WebStep } from '../track-page/webStep';

/** The Expert Chat step in the web (its SDK worker: sdk/src/steps/expertChat.ts). */
export const expertChatStep: WebStep<'expertChat'> = {
  type: 'expertChat',
  View: lazy(() => import('./components/ExpertChatView').then((m) => ({ default: m.ExpertChatView }))),
  icon: IconMessageChatbot,
};
