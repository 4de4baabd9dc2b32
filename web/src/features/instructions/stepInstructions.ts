import type { Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';

/** One theme of a step's instructions dialog (part 2 §2.5): an icon, a title and a line of text. */
export interface InstructionTheme {
  icon: Icon;
  title: ParseKeys;
  text: ParseKeys;
}

/** What a step's instructions dialog shows: an introduction and the themes (declared by the step, see WebStep). */
export interface StepInstructions {
  readonly intro: ParseKeys;
  readonly themes: readonly InstructionTheme[];
}
