// The save rules the step screens check, checked again by the server (part 2 §5): a step result must be what its
// step saves. User Tinder needs a main persona ('Please select at least one positive persona.'), User Insight
// Mapping an answer on every question. Other steps keep any JSON result (their rules live in their own issues).
import { EMPATHY_QUESTIONS, INSIGHTS_INCOMPLETE, isRecord, NO_POSITIVE_PERSONA, type StepType } from '@idea-studio/sdk';

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
  return undefined;
}
