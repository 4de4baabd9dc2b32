import { readFile } from 'node:fs/promises';
import { contractPath, loadContract as loadOpenApiContract } from '@idea-studio/openapi';

/** The parts of an OpenAPI 3.1 document the server reads. Everything else passes through untouched. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths?: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

export type SecurityRequirement = Record<string, string[]>;

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  [key: string]: unknown;
}

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: SecurityRequirement[];
  parameters?: (ParameterObject | RefObject)[];
  requestBody?: RequestBodyObject | RefObject;
  [key: string]: unknown;
}

export interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, { schema?: JsonSchema; [key: string]: unknown }>;
  [key: string]: unknown;
}

export interface PathItem {
  parameters?: (ParameterObject | RefObject)[];
  [method: string]: unknown;
}

export interface RefObject {
  $ref: string;
}

export type JsonSchema = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface LoadedContract {
  document: OpenApiDocument;
  /** The YAML source when the contract was read from a file, served verbatim at /api/openapi.yaml. */
  yaml?: string;
}

export function assertOpenApiDocument(value: unknown, source: string): asserts value is OpenApiDocument {
  if (typeof value !== 'object' || value === null || typeof (value as { openapi?: unknown }).openapi !== 'string') {
    throw new Error(`${source} is not an OpenAPI document (no "openapi" version field).`);
  }
}

/** Reads the contract from a YAML file. */
export async function loadContractFile(path: string): Promise<LoadedContract> {
  const yaml = await readFile(path, 'utf8');
  const { parse } = await import('yaml');
  const document: unknown = parse(yaml);
  assertOpenApiDocument(document, path);
  return { document, yaml };
}

/** Loads the project's API contract, `openapi/idea-studio.yaml`, through `@idea-studio/openapi`. */
export async function loadContract(): Promise<LoadedContract> {
  const document: unknown = await loadOpenApiContract();
  assertOpenApiDocument(document, contractPath);
  return { document, yaml: await readFile(contractPath, 'utf8') };
}
