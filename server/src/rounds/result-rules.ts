// The save rules the step screens check, checked again by the server (part 2 §5): a step result must be what its
// step saves. User Tinder needs a main persona ('Please select at least one positive persona.'), User Insight
// Mapping an answer on every question, Problem Shadowing an answer on every situation and the core problem, the
// expert chat all four rounds answered, the feedback card complete pins and known changes. Other steps keep any JSON result (their rules live in their own issues).
import {
  CARD_INVALID,
  CHAT_INCOMPLETE,
  CHAT_ROUNDS,
  EMPATHY_QUESTIONS,
  INSIGHTS_INCOMPLETE,
  isRecord,
  isValidFeedbackCard,
  NO_POSITIVE_PERSONA,
  SHADOWING_INCOMPLETE,
  type StepType,
} from '@idea-studio/sdk';

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Why a result cannot be the result of a step of that type; undefined when it can. */
export function stepResultProblem(type: StepType, result: unknown): string | undefined {
  if (type === 'userTinder') {
    const main = isRecord(result) ? result.main_persona : undefined;
    return isRecord(main) && hasText(main.name) ? undefined : NO_POSITIVE_PERSONA;
  }
  if (type === 'insightMapping') {
    const complete =
      isRecord(result) &&
      EMPATHY_QUESTIONS.every((question) => {
        const answers = result[question];
        return Array.isArray(answers) && answers.some(hasText);
      });
    return complete ? undefined : INSIGHTS_INCOMPLETE;
  }
  if (type === 'problemShadowing') {
    const situations = isRecord(result) && Array.isArray(result.situations) ? result.situations : [];
    const complete =
      isRecord(result) &&
      hasText(result.target_user) &&
      hasText(result.core_problem) &&
      situations.length > 0 &&
      situations.every((s) => isRecord(s) && hasText(s.step) && hasText(s.answer));
    return complete ? undefined : SHADOWING_INCOMPLETE;
  }
  if (type === 'expertChat') {
    const transcript = isRecord(result) && Array.isArray(result.transcript) ? result.transcript : [];
    const answered = new Set(
      transcript.filter((r) => isRecord(r) && hasText(r.answer)).map((r) => (isRecord(r) ? r.round : undefined)),
    );
    const complete =
      isRecord(result) &&
      hasText(result.persona) &&
      Array.from({ length: CHAT_ROUNDS }, (_, i) => i + 1).every((round) => answered.has(round));
    return complete ? undefined : CHAT_INCOMPLETE;
  }
  if (type === 'feedbackCard') return isValidFeedbackCard(result) ? undefined : CARD_INVALID;
  return undefined;
}
