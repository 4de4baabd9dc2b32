export * from './client.js';
export * from './errors.js';
export type { components, operations, paths } from './generated/openapi.js';
