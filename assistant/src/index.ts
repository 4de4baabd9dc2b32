// @idea-studio/assistant: the offline assistant. Its one job is to answer a prompt: `offlineAnswer(request)` gives
// the contract's answer of the request's catalogue entry, written from the founder's idea (the request's frame and
// words) and the round's earlier results. The server keeps the routes, the threads and the model providers. The rest
// of this surface is what the server shares with the assistant's reading: the prompt's vocabulary, the idea frame
// reader, the ranking of knowledge-hub passages, the Basic Idea's chat labels and the reading of interview notes.
export { type OfflineAnswer, offlineAnswer, requestSeed } from './answer.js';
export { OfflineUnsupportedError, UnusableInputError } from './errors.js';
export { readFrame } from './frame/read.js';
export {
  analyseInterviewNotes,
  type InterviewNotesInput,
  interviewNotesPrompt,
  MAX_QUOTES,
  MAX_SURPRISES,
} from './generators/interview-notes.js';
export {
  type IdeaSection,
  type LabelKind,
  readLabel,
  SECTION_LABELS,
  SECTION_ORDER,
  SECTION_TITLES,
} from './labels.js';
export {
  type IdeaTerm,
  type IdeaTermsOf,
  ideaTerms,
  relevance,
  relevantPassages,
  termQuery,
  type WeightedText,
} from './relevance.js';
export { addStepAnswers, type StepAnswer, type StepAnswers } from './steps/index.js';
export { render } from './text.js';
export type {
  AssistantEntry,
  AssistantRequest,
  AuthoredText,
  ChatTurn,
  FounderIdea,
  Lang,
  Passage,
  PromptContext,
  PromptKind,
  PromptRequest,
  StepResultContext,
  WebResult,
} from './types.js';
