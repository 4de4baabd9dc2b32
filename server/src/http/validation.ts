import { passwordIssues } from '@idea-studio/sdk';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { JsonSchema, OpenApiDocument } from './contract.js';
import { CONTRACT_SCHEMA_KEY } from './refs.js';

// ajv-formats is CommonJS; its callable export is `default` under NodeNext typing and at runtime alike.
const addFormats = (addFormatsModule as unknown as { default: FormatsPlugin }).default;

/** Marks a body schema whose request body the contract does not require: an absent body is then valid. */
export const OPTIONAL_BODY = 'x-optional-body';

const MISSING_BODY: ErrorObject = {
  keyword: 'bodyRequired',
  instancePath: '',
  schemaPath: '#',
  params: {},
  message: 'is required',
};

/**
 * A body that is the JSON literal `null`: no object, and not "no body" either. The JSON parser hands it over as this
 * marker so that it is refused (400) rather than taken for an absent optional body.
 */
export const NULL_BODY = Symbol('null JSON body');

const NULL_BODY_ERROR: ErrorObject = {
  keyword: 'type',
  instancePath: '',
  schemaPath: '#/type',
  params: { type: 'object' },
  message: 'must be an object, not null',
};

const shared: Options = {
  allErrors: false,
  // Errors carry their schema and value, so a rule the contract names (x-rule) is answered in the spec's words.
  verbose: true,
  // OpenAPI adds keywords JSON Schema does not know (example, discriminator, xml, externalDocs, readOnly, ...).
  strict: false,
  validateFormats: true,
};

export interface ContractValidators {
  body: Ajv;
  request: Ajv;
  compiler: FastifySchemaCompiler<JsonSchema>;
}

/**
 * Two Ajv instances: bodies are validated exactly as sent (no coercion, unknown properties kept so that
 * `additionalProperties: false` rejects them); querystring, params and headers arrive as strings and are
 * coerced to the types the contract declares.
 */
export function createValidators(
  document: OpenApiDocument,
  { checkSchemas = false }: { checkSchemas?: boolean } = {},
): ContractValidators {
  // The server skips checking each schema against JSON Schema's meta-schema: the contract's build has checked it
  // (openapi/validate.mjs), and compiling the meta-schema was most of the server's first request. The tests check.
  const options: Options = { ...shared, validateSchema: checkSchemas };
  const body = new Ajv({ ...options, coerceTypes: false, removeAdditional: false, useDefaults: false });
  const request = new Ajv({ ...options, coerceTypes: 'array', removeAdditional: false, useDefaults: true });
  for (const ajv of [body, request]) {
    addFormats(ajv);
    // Target of the `$ref`s that recursive schemas keep (see refs.ts).
    ajv.addSchema({ components: document.components ?? {} }, CONTRACT_SCHEMA_KEY, undefined, false);
  }

  const compiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => {
    if (httpPart === 'body') {
      const validate = lazily(() => body.compile(schema));
      const optional = schema[OPTIONAL_BODY] === true;
      // Fastify hands an absent body over as null; say "body is required" rather than "body must be object".
      const check = (data: unknown): boolean => {
        if (data === NULL_BODY) {
          check.errors = [NULL_BODY_ERROR];
          return false;
        }
        if (data !== undefined && data !== null) {
          const valid = validate(data);
          check.errors = validate.errors;
          return valid;
        }
        check.errors = optional ? null : [MISSING_BODY];
        return optional;
      };
      check.errors = null as ErrorObject[] | null | undefined;
      return check;
    }
    return lazily(() => request.compile(schema));
  };

  return { body, request, compiler };
}

/**
 * A validator compiled on its first use rather than when its route is registered: compiling the ~100 schemas of the
 * contract took a sixth of the server's start-up. Every schema is compiled up front by `compileAll` in the tests.
 */
function lazily(compile: () => ValidateFunction): ValidateFunction {
  let validate: ValidateFunction | undefined;
  const check = ((data: unknown) => {
    validate ??= compile();
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  check.errors = null;
  return check;
}

/**
 * Rules whose broken part the spec (or the server's service) words itself, so a request the contract refuses gets the
 * same sentence as before: `x-rule: password` answers the first password rule broken ("Your password must contain at
 * least one number."); `x-message` is the sentence for a schema's pattern, minLength or oneOf (e.g. a name of only
 * spaces: "name must not be empty."). Other keywords of the same schema (maxLength, type) keep the generic sentence.
 */
const RULE_MESSAGES: Record<string, (value: unknown) => string | undefined> = {
  password: (value) => (typeof value === 'string' ? passwordIssues(value)[0]?.message : undefined),
};
const MESSAGE_KEYWORDS = new Set(['pattern', 'minLength', 'oneOf']);

function ruleMessage(errors: ErrorObject[]): string | undefined {
  for (const error of errors) {
    const schema = error.parentSchema as { 'x-rule'?: string; 'x-message'?: string } | undefined;
    const rule = schema?.['x-rule'];
    const message = rule
      ? RULE_MESSAGES[rule]?.(error.data)
      : MESSAGE_KEYWORDS.has(error.keyword)
        ? schema?.['x-message']
        : undefined;
    if (message) return message;
  }
  return undefined;
}

/** A readable sentence for the first validation error, e.g. `body/email must be string`. */
export function describeValidationError(errors: ErrorObject[] | null | undefined, context: string): string {
  const ruled = errors ? ruleMessage(errors) : undefined;
  if (ruled) return ruled;
  const error = errors?.[0];
  if (!error) return `${context} is not valid`;
  const where = `${context}${error.instancePath}`;
  switch (error.keyword) {
    case 'required':
      return `${where}/${(error.params as { missingProperty: string }).missingProperty} is required`;
    case 'additionalProperties':
      return `${where}/${(error.params as { additionalProperty: string }).additionalProperty} is not allowed`;
    case 'enum':
      return `${where} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues
        .map((value) => JSON.stringify(value))
        .join(', ')}`;
    default:
      return `${where} ${error.message ?? 'is not valid'}`;
  }
}

export type { ValidateFunction };
