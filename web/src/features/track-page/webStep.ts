import type { StepType } from '@idea-studio/sdk';
import type { Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { StepInstructions } from '../instructions/stepInstructions';
import type { KeyResultId } from '../key-results/keyResultId';
import type { StepViewProps } from './stepViewProps';

/** A key of the app's texts (`src/i18n/en.json`). */
export type TextKey = ParseKeys;
export type { InstructionTheme, StepInstructions } from '../instructions/stepInstructions';

/**
 * Everything the web knows about one step type, declared in the step's own feature folder (`<feature>/step.ts`) and
 * collected in `WEB_STEPS` (webSteps.ts). What the step does with the server is its SDK worker (sdk/src/steps);
 * what it gives other steps is the worker's `provides`, asked for with `stepProviding(structure, capability)`.
 */
export interface WebStep<T extends StepType = StepType> {
  readonly type: T;
  /** The step's screen, loaded when it is first shown; without one the frame says it arrives in a later release. */
  readonly View?: LazyExoticComponent<ComponentType<StepViewProps>>;
  /** The model id the AI chat sends in this step (part 2 §7.1); HOMECHAT when not set. */
  readonly chatModel?: string;
  /**
   * The step brings its own mentor chat and keeps the short footer of Save & Exit and Show all results (the
   * Feedback Card, part 2 §2.2, §2.14): no Johnny chat, no Back or Next; as the last step of its stream it adds
   * Finish Stream once it has a result, so the closing view can be reached from the browser.
   */
  readonly ownChat?: boolean;
  /** The step's icon in the list of a stream's start view (part 2 §2.4). */
  readonly icon: Icon;
  /** The spec's wording of the step in the first stream's start view, where it differs from the step's name. */
  readonly initLabel?: TextKey;
  /** The instructions dialog of the step (the variant its reference data names in `instructions`). */
  readonly instructions?: StepInstructions;
  /** The Key Results entry (part 1 §2, Qualify) that shows the step's result. */
  readonly keyResult?: KeyResultId;
}
