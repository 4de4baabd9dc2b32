import type { AiProviderName, ChatMessage, ProductIdea } from '@idea-studio/sdk';
import type { Schemas } from './fakeApi';

/**
 * Answers of the AI service as the contract and the AI shapes define them (ChatMessage inside ChatReply, the
 * airesponse/standalone answers), for the chat, the text control, the Basic Idea step and the paper flow.
 */
export type ChatMessageBody = ChatMessage;

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    answer: 'Strong problem statements name who suffers, how often it happens and what it costs.',
    dialogMessage: 'What problem do you want to solve — and who has it?',
    formTransfer: [
      { text: 'Parents lose hours every week finding a babysitter at short notice.' },
      { text: 'Small bakeries throw away a fifth of their bread every evening.' },
      { text: 'Freelancers chase unpaid invoices for weeks.' },
      { text: 'Hobby gardeners water by gut feeling and lose half their harvest.' },
      { text: 'Festival visitors queue an hour to charge their phones.' },
      { text: 'Owners of older houses overpay for heating without knowing why.' },
    ],
    upload: false,
    fill_all: false,
    context_id: 'Basic Idea problem',
    ...overrides,
  };
}

export function chatReply(
  message: unknown = chatMessage(),
  overrides: Partial<Schemas['ChatReply']> = {},
): Schemas['ChatReply'] {
  return { threadId: 'th-1', message: message as Schemas['ChatReply']['message'], provider: 'offline', ...overrides };
}

export function stepAnswer(promptResult: unknown[], provider: AiProviderName = 'offline'): Schemas['AiStepResponse'] {
  return { promptResult: promptResult as Schemas['StepPromptResult'], provider, sources: [] };
}

export const JOHNNY: Schemas['Agent'] = {
  id: 'flying_jhonny',
  name: 'Johnny',
  desc: 'Your friendly flying assistant.',
  image: '/assets/agents/flying_jhonny.svg',
  mainTag: 'Value Proposition',
  webSearch: false,
  webSearchId: null,
  neededDataId: [],
};

/** Nine STEP_PROMPT suggestions (the control shows three at a time). */
export const NINE_SUGGESTIONS: Schemas['AiSuggestion'][] = Array.from({ length: 9 }, (_, i) => ({
  text: `Suggestion ${i + 1}`,
  origin: 'ai',
}));

export const PRODUCT_IDEAS: ProductIdea[] = [
  {
    ideaTitle: 'Soil Sensor Kit',
    ideaAbstract: 'A low-cost kit that measures soil moisture on site.',
    problemStatement: 'Smallholder farmers water by gut feeling and lose yield in dry weeks.',
    targetUsers: 'Smallholder vegetable farmers in dry regions',
    solutionMechanism: 'Cheap capacitive sensors that report over LoRa to a phone app with watering advice.',
  },
  {
    ideaTitle: 'Irrigation Academy',
    ideaAbstract: 'Courses that bring the findings of the paper to practice.',
    problemStatement: 'Research on irrigation does not reach the farms that need it.',
    targetUsers: 'Agricultural advisors',
    solutionMechanism: 'Online courses with exercises based on the paper.',
  },
  {
    ideaTitle: 'Water Savings Dashboard',
    ideaAbstract: 'A dashboard that turns sensor data into weekly watering decisions.',
    problemStatement: 'Cooperatives collect data but cannot turn it into decisions.',
    targetUsers: 'Farming cooperatives',
    solutionMechanism: 'Data import and weekly alerts with recommendations.',
  },
];
