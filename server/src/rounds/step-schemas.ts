// A step's result is checked against the contract (part 2 §5): components.schemas.StepResultByType has one result
// schema per step type (basicIdea SavedIdeaCard, userTinder TinderResult, insightMapping EmpathyMap,
// problemShadowing ShadowingResult, expertChat ExpertChatResult, feedbackCard FeedbackCardResult). The schemas state
// the save rules the step screens check: a main persona with a name, an answer on every empathy question, every
// situation answered with the target user and the core problem, all four chat rounds answered and a persona, a
// feedback card of complete pins and known changes. A result that breaks one is refused with 400: the sentence the
// step's screen shows (the SDK's) and the rule that failed (where in the result, and what). A step's saved input
// (a draft: sections may be empty) is checked the same way against components.schemas.StepInputByType.
import { loadContractSync } from '@idea-studio/openapi';
import type { StepType } from '@idea-studio/sdk';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { OpenApiDocument } from '../http/contract.js';
import { stepManifest } from '../steps/index.js';

// ajv-formats is CommonJS; its callable export is `default` under NodeNext typing and at runtime alike.
const addFormats = (addFormatsModule as unknown as { default: FormatsPlugin }).default;

/** The contract's map from a step type to its result schema. */
export const STEP_RESULT_SCHEMAS = 'StepResultByType';
/** The contract's map from a step type to the schema of its saved input. */
export const STEP_INPUT_SCHEMAS = 'StepInputByType';

/** Where the contract is registered with the step results' Ajv, so that its `$ref`s resolve. */
const CONTRACT_KEY = 'step-result-contract';

/** The contract's not-blank pattern of a result's texts (what `text.trim()` keeps is not empty). */
const NOT_BLANK = '\\S';

export interface StepResultChecker {
  /** Why a value cannot be the result (or input) of a step of that type; undefined when it can. */
  problem(type: StepType, value: unknown): string | undefined;
}

type Schemas = Record<string, { properties?: Record<string, unknown> } | undefined>;

/** The step types a map of the contract gives a schema (its properties; StepResultByType by default). */
export function stepSchemaTypes(document: Pick<OpenApiDocument, 'components'>, map = STEP_RESULT_SCHEMAS): string[] {
  const schemas = (document.components?.schemas ?? {}) as Schemas;
  return Object.keys(schemas[map]?.properties ?? {});
}

/** The step types the contract gives a result schema (the properties of StepResultByType). */
export const stepResultSchemaTypes = (document: Pick<OpenApiDocument, 'components'>): string[] =>
  stepSchemaTypes(document);

/** The failed rule in words: where in the result and what, e.g. `result/main_persona/name must not be blank`. */
export function describeResultError(error: ErrorObject, what: 'result' | 'content' = 'result'): string {
  const where = `${what}${error.instancePath}`;
  const own = (error.parentSchema as { 'x-message'?: unknown } | undefined)?.['x-message'];
  if (typeof own === 'string') return `${where}: ${own}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where}/${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${where}/${String(params.additionalProperty)} is not allowed`;
    case 'enum':
      return `${where} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
      if (params.pattern === NOT_BLANK) return `${where} must not be blank`;
      return `${where} ${error.message ?? 'is not valid'}`;
    default:
      return `${where} ${error.message ?? 'is not valid'}`;
  }
}

/** What a step keeps that the contract gives a schema per step type: its saved input or its result. */
export type StepPart = 'input' | 'result';

/** The contract's map of each kind (components.schemas.<name>, one property per step type). */
const MAPS: Record<StepPart, string> = { result: STEP_RESULT_SCHEMAS, input: STEP_INPUT_SCHEMAS };

/** The sentence a refused input starts with (a result's is its step's own, `resultRejected` of its manifest). */
export const STEP_INPUT_INVALID = 'The input does not have the shape of this step.';

/**
 * The checker of step results (or inputs) against a contract: each type's schema is compiled once, when a result of
 * the type is first checked. A type without an entry in the contract's map is an error of the contract (it throws).
 */
export function createStepResultChecker(
  document: Pick<OpenApiDocument, 'components'>,
  part: StepPart = 'result',
): StepResultChecker {
  const ajv = new Ajv({
    allErrors: false,
    // Errors carry their schema, so a rule the contract words itself (x-message) is answered in its words.
    verbose: true,
    // OpenAPI adds keywords JSON Schema does not know (example, discriminator, x-message, ...).
    strict: false,
    validateFormats: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addSchema({ components: document.components ?? {} }, CONTRACT_KEY, undefined, false);
  const map = MAPS[part];
  const known = new Set(stepSchemaTypes(document, map));
  const compiled = new Map<StepType, ValidateFunction>();

  function validatorOf(type: StepType): ValidateFunction {
    let validate = compiled.get(type);
    if (!validate) {
      if (!known.has(type)) throw new Error(`The contract's ${map} has no ${part} schema for ${type}.`);
      validate = ajv.compile({ $ref: `${CONTRACT_KEY}#/components/schemas/${map}/properties/${type}` });
      compiled.set(type, validate);
    }
    return validate;
  }

  return {
    problem(type, value) {
      const validate = validatorOf(type);
      if (validate(value)) return undefined;
      const [error] = validate.errors ?? [];
      const what = part === 'result' ? 'result' : 'content';
      const rule = error ? describeResultError(error, what) : `${what} is not valid`;
      return `${part === 'result' ? stepManifest(type).resultRejected : STEP_INPUT_INVALID} (${rule})`;
    },
  };
}

const checkers = new Map<StepPart, WeakMap<object, StepResultChecker>>([
  ['result', new WeakMap()],
  ['input', new WeakMap()],
]);
let packaged: OpenApiDocument | undefined;

function checkerOf(part: StepPart, contract?: OpenApiDocument): StepResultChecker {
  if (!contract && !packaged) packaged = loadContractSync() as OpenApiDocument;
  const document = contract ?? (packaged as OpenApiDocument);
  const made = checkers.get(part)!;
  let checker = made.get(document);
  if (!checker) {
    checker = createStepResultChecker(document, part);
    made.set(document, checker);
  }
  return checker;
}

/**
 * Why a result cannot be the result of a step of that type; undefined when it can. `contract`: the contract the app
 * serves (by default the project's, `openapi/idea-studio.yaml`); its checker is made once.
 */
export function stepResultProblem(type: StepType, result: unknown, contract?: OpenApiDocument): string | undefined {
  return checkerOf('result', contract).problem(type, result);
}

/** Why content cannot be the saved input of a step of that type (StepInputByType); undefined when it can. */
export function stepInputProblem(type: StepType, content: unknown, contract?: OpenApiDocument): string | undefined {
  const problem = checkerOf('input', contract).problem(type, content);
  if (problem) return problem;
  // The step's own rules beyond the schema (the Basic Idea's frame slots), worded like a schema's failed rule.
  const rule = stepManifest(type)?.inputProblem?.(content);
  return rule ? `${STEP_INPUT_INVALID} (${rule})` : undefined;
}
