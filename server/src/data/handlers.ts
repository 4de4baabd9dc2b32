import { notFound } from '../http/errors.js';
import type { Handler, HandlerMap } from '../http/types.js';
import {
  categories,
  industries,
  intentionRoles,
  languages,
  licenseTypes,
  roles,
  stepsOfStream,
  tagGroups,
  tags,
  tracks,
} from './reference.js';

const listStreamSteps: Handler<{ Params: { streamId: string } }> = async (request) => {
  const steps = stepsOfStream(request.params.streamId);
  if (!steps) throw notFound('Stream not found', 'There is no stream with this id.');
  return steps;
};

/** Reference data: read-only lists the front ends load at start. */
export const handlers: HandlerMap = {
  listIndustries: async () => industries,
  listLanguages: async () => languages,
  listIntentionRoles: async () => intentionRoles,
  listLicenseTypes: async () => licenseTypes,
  listRoles: async () => roles,
  listTagGroups: async () => tagGroups,
  listTags: async () => tags,
  listCategories: async () => categories,
  listTracks: async () => tracks,
  listStreamSteps,
};
