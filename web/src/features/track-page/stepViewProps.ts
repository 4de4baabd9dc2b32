import type { Step, TrackData, TrackStructure } from '@idea-studio/sdk';

/** What every step screen gets from the track page (its own module, so step views need not import the step registry). */
export interface StepViewProps {
  step: Step;
  streamId: string;
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
}
