// Human output of a step's input and result, one printer per step type (`--json` prints the contract shapes
// instead). A type without a printer is shown as plain JSON; adding a step's worker in the SDK adds its printer
// here.
import { basicIdeaSections, type IdeaCard, type StepType } from '@idea-studio/sdk';

export interface StepPrinter {
  /** The step's saved input, as `step show` and `step autofill` print it. */
  input(input: unknown): string[];
  /** The step's saved result. */
  result(result: unknown): string[];
}

const basicIdea: StepPrinter = {
  input: (input) => {
    const sections = basicIdeaSections(input);
    return [
      `  The problem I solve:          ${sections.PROBLEM || '-'}`,
      `  The first people who use it:  ${sections['TARGET USER'] || '-'}`,
      `  The solution in a nutshell:   ${sections.SOLUTION || '-'}`,
    ];
  },
  result: (result) => {
    const card = result as Partial<IdeaCard>;
    return [
      `  ${card.name ?? '-'} — ${card.tagline ?? ''}`.trimEnd(),
      ...(card.target_group ? [`  for ${card.target_group}`] : []),
      ...(card.key_features ?? []).map((feature) => `  • ${feature}`),
    ];
  },
};

const plain: StepPrinter = {
  input: (input) => (input === null || input === undefined ? [] : [`  input: ${JSON.stringify(input)}`]),
  result: (result) => [`  ${JSON.stringify(result)}`],
};

export const STEP_PRINTERS: { readonly [T in StepType]?: StepPrinter } = { basicIdea };

export function printerFor(type: StepType): StepPrinter {
  return STEP_PRINTERS[type] ?? plain;
}
