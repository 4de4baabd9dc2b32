import type { Step, TrackData, TrackStructure } from '@idea-studio/sdk';
import type { StepInstructions } from '../instructions/stepInstructions';

/** What every step screen gets from the track page (its own module, so step views need not import the step registry). */
export interface StepViewProps {
  step: Step;
  streamId: string;
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
  /** The instructions dialog's content of the variant the step names (`step.instructions`), resolved by the page. */
  instructions?: StepInstructions;
}
