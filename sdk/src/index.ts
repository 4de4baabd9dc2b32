export * from './client.js';
export * from './errors.js';
export * from './flows/login.js';
export * from './flows/tracks.js';
export type { components, operations, paths } from './generated/openapi.js';
export * from './rules/files.js';
export * from './rules/navigation.js';
export * from './rules/streamStatus.js';
export * from './rules/validation.js';
