// Types of build-changed.mjs, for the tests that import it.
export interface BuildStep {
  name: string;
  workspace: string;
  inputs: string[];
  include?: (path: string) => boolean;
  outDir: string;
  outputs: string[];
  env?: RegExp;
}
export interface Staleness {
  stale: boolean;
  reason: string;
  hash: string;
}
export declare const ROOT: string;
export declare const STAMP_NAME: string;
export declare const STEPS: BuildStep[];
export declare function inputsHash(step: BuildStep, root?: string, env?: NodeJS.ProcessEnv): string;
export declare function staleness(step: BuildStep, root?: string): Staleness;
export declare function writeStamp(step: BuildStep, hash: string, root?: string): void;
export declare function clearStamp(step: BuildStep, root?: string): void;
export declare function buildChanged(options?: {
  all?: boolean;
  root?: string;
  steps?: BuildStep[];
  log?: (line: string) => void;
  build?: (step: BuildStep, root: string) => void;
}): string[];
