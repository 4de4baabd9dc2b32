// A step's id in the tests' rounds. The assistant finds a step's result by its step type (`name`), never by its id.
import type { StepType } from '@idea-studio/sdk';

export const stepIdOfType = (type: StepType): string => `step-${type}`;
