import { type components, type IdeaFrame, spansOnly } from '@idea-studio/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import { PROMPT_REQUIRES, requireResults } from '../closing/requirements.js';
import { invalidInput } from '../http/errors.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { roundVisibleTo } from '../rounds/access.js';
import { isValidPosition, stepOfStream } from '../tracks/definition.js';
import { listAgents } from './agents.js';
import { type Catalogue, loadCatalogue } from './catalogue/index.js';
import { resetChat, sendChatMessage } from './chat.js';
import { isKnownStream, listClosingOptions, listReportOptions } from './data.js';
import { ideaTermsOf } from './engine-pool.js';
import { stepNotFound, streamNotFound, unknownPrompt } from './errors.js';
import { sendFeedbackCardMessage } from './feedback-card.js';
import { recordGeneratedTexts } from './generated-texts.js';
import { AI_BODY_LIMITS, checkTextCap, PROMPT_TEXT_CAP, textCapOf } from './input-caps.js';
import { AiService, serializeInput } from './service.js';
import type { AiProvider } from './types.js';
import { configuredWebSearch, type WebSearch } from './web-search.js';

type Schemas = components['schemas'];

/** Prompt types that are not bound to a step type: the step falls back to the catalogue entry of the same id. */
export const GLOBAL_PROMPT_TYPES: readonly string[] = [
  'TAVILY_WEB_SEARCH',
  'WEB_ANALYSIS_COMPETITION',
  'WEB_ANALYSIS_MARKET',
];

/** Per-client limit of the calls that make the model work (config `ai.rateLimit`, env AI_RATE_LIMIT). */
const AI_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.ai.rateLimit.max,
  timeWindow: (request: FastifyRequest) => request.server.config.ai.rateLimit.windowMs,
};

export interface AiHandlerOptions {
  /** The provider of an app (handlers.ts: the configured one). */
  provider: (app: FastifyInstance) => AiProvider;
  /** The prompt catalogue (default: the entries of `catalogue/entries`). */
  catalogue?: Catalogue;
  /** Replaces the web search built from TAVILY_API_KEY (tests); `null` turns it off. */
  webSearch?: WebSearch | null;
  /** Where Tavily is asked (tests; default https://api.tavily.com). */
  tavilyBaseUrl?: string;
}

/**
 * The AI operations. The catalogue is read when the handlers are made (at start: a broken entry stops the
 * server); each app gets its service (provider, web search) on first use, from the app's configuration.
 */
export function createAiHandlers(options: AiHandlerOptions): HandlerMap {
  const catalogue = options.catalogue ?? loadCatalogue();
  const services = new WeakMap<FastifyInstance, AiService>();

  const serviceOf = (app: FastifyInstance): AiService => {
    let service = services.get(app);
    if (!service) {
      const webSearch =
        options.webSearch !== undefined
          ? (options.webSearch ?? undefined)
          : configuredWebSearch({ ...app.config, tavilyBaseUrl: options.tavilyBaseUrl });
      service = new AiService({
        db: app.db,
        catalogue,
        provider: options.provider(app),
        log: app.log,
        webSearch,
        ideaTerms: ideaTermsOf(app),
      });
      services.set(app, service);
    }
    return service;
  };

  /** A conversation turn (assistant chat, Feedback Card): the user's message to a thread kept on the server. */
  const conversation = <B>(
    send: (
      service: AiService,
      db: FastifyInstance['db'],
      user: ReturnType<typeof requireUser>,
      body: B,
      now: Date,
      log: FastifyRequest['log'],
    ) => Promise<unknown>,
  ): HandlerDefinition<{ Body: B }> => ({
    // The message's length is the contract's (CHAT_TEXT_CAP); the body holds little besides it.
    bodyLimit: AI_BODY_LIMITS.chat,
    rateLimit: AI_RATE_LIMIT,
    handler: async (request) =>
      send(
        serviceOf(request.server),
        request.server.db,
        requireUser(request),
        request.body as B,
        request.server.auth.now(),
        request.log,
      ),
  });

  const stepResponse: HandlerDefinition<{ Body: Schemas['AiStepRequest'] }> = {
    bodyLimit: AI_BODY_LIMITS.prompt,
    rateLimit: AI_RATE_LIMIT,
    handler: async (request) => {
      checkTextCap(request.body.content, PROMPT_TEXT_CAP);
      const user = requireUser(request);
      const service = serviceOf(request.server);
      const body = request.body;
      const round = await roundVisibleTo(request.server.db, body.roundId, user.id);
      const step = stepOfStream(round.track_id, body.streamId, body.stepId);
      if (!step && !isValidPosition(round.track_id, body.streamId, body.stepId)) throw stepNotFound();
      const entry =
        (step ? service.catalogue.forStep(step.type, body.promptType) : undefined) ??
        (GLOBAL_PROMPT_TYPES.includes(body.promptType) ? service.catalogue.get(body.promptType) : undefined);
      if (!entry) throw unknownPrompt();
      const result = await service.run(entry, body.content, {
        userId: user.id,
        lang: user.lang,
        round,
        stepId: body.stepId,
        stepPromptNumber: body.stepPromptNumber,
        log: request.log,
      });
      // What the AI wrote for the round can never be saved as the founder's (generated-texts.ts).
      await recordGeneratedTexts(request.server.db, round.id, result.output, request.server.auth.now(), body.content);
      return {
        promptResult: Array.isArray(result.output) ? result.output : [result.output],
        provider: result.provider,
        sources: result.sources,
      };
    },
  };

  /** A prompt by its catalogue id (standalone and plain-text calls); unknown ids are 404. */
  const runById = async (request: FastifyRequest, promptId: string, input: unknown, roundId?: string) => {
    const user = requireUser(request);
    const service = serviceOf(request.server);
    const entry = service.catalogue.get(promptId);
    if (!entry) throw unknownPrompt();
    const result = await service.run(entry, input, { userId: user.id, lang: user.lang, roundId, log: request.log });
    // An answer for a round (the round was checked by the run) can never be saved as the founder's text.
    const answeredRound = result.context.roundId;
    if (answeredRound) {
      await recordGeneratedTexts(request.server.db, answeredRound, result.output, request.server.auth.now(), input);
    }
    return result;
  };

  const standalone: HandlerDefinition<{ Body: Schemas['StandaloneRequest'] }> = {
    // A paper to summarise is the largest input; every other prompt is held to its own cap.
    bodyLimit: AI_BODY_LIMITS.document,
    rateLimit: AI_RATE_LIMIT,
    handler: async (request) => {
      const { promptId, userInput, roundId } = request.body;
      checkTextCap(userInput, textCapOf(promptId));
      // Own keys only: a promptId such as `constructor` names no requirement (it was a 500).
      const required = Object.hasOwn(PROMPT_REQUIRES, promptId) ? PROMPT_REQUIRES[promptId] : undefined;
      if (required) {
        // The landing page needs the idea, the persona and the core problem (part 2 §5), re-checked here.
        if (!roundId) throw invalidInput('roundId is required for this prompt.');
        await requireResults(
          request.server.db,
          await roundVisibleTo(request.server.db, roundId, requireUser(request).id),
          required,
        );
      }
      const result = await runById(request, promptId, userInput, roundId || undefined);
      return { promptResult: result.output, provider: result.provider };
    },
  };

  const clean: HandlerDefinition<{ Body: Schemas['CleanAiRequest'] }> = {
    bodyLimit: AI_BODY_LIMITS.prompt,
    rateLimit: AI_RATE_LIMIT,
    handler: async (request) => {
      checkTextCap(request.body.content, PROMPT_TEXT_CAP);
      const result = await runById(request, request.body.promptId, request.body.content);
      return { promptResult: serializeInput(result.output), provider: result.provider };
    },
  };

  /**
   * How the assistant reads an idea (the idea frame), stored nowhere: the catalogue's READ_IDEA_FRAME in the
   * request's language (else the user's). Whatever the provider answers, a slot that is not a span of the founder's
   * words (the text, or the title for the name) is emptied, so a model's rephrasing or invention never stands.
   */
  const ideaFrame: HandlerDefinition<{ Body: Schemas['IdeaFrameRequest'] }> = {
    // The idea is at most 4,000 characters (the contract's maxLength); a chat message's limit holds it many times.
    bodyLimit: AI_BODY_LIMITS.chat,
    rateLimit: AI_RATE_LIMIT,
    handler: async (request): Promise<Schemas['IdeaFrameResponse']> => {
      const user = requireUser(request);
      const text = request.body.text.trim();
      const title = request.body.title?.trim() || null;
      if (!text) throw invalidInput('text is empty: give the idea in a sentence or two.');
      const service = serviceOf(request.server);
      const entry = service.catalogue.get('READ_IDEA_FRAME');
      if (!entry) throw unknownPrompt();
      const result = await service.run(entry, JSON.stringify({ text, title }), {
        userId: user.id,
        lang: request.body.lang ?? user.lang,
        log: request.log,
      });
      const frame = spansOnly(result.output as IdeaFrame, [text, title ?? ''].join('\n'));
      return { frame, provider: result.provider };
    },
  };

  return {
    readIdeaFrame: ideaFrame,
    sendChatMessage: conversation<Schemas['ChatRequest']>(async (service, db, user, body, now, log) => {
      const reply = await sendChatMessage(service, db, user, body, now, log);
      // A chat about a round (checked by the run): its suggestions can never be saved as the founder's text.
      if (body.roundId) await recordGeneratedTexts(db, body.roundId, reply.message, now, body.userText);
      return reply;
    }),
    sendFeedbackCardMessage: conversation<Schemas['FeedbackCardRequest']>(sendFeedbackCardMessage),
    resetChat: async (request: FastifyRequest<{ Params: { threadId: string } }>) =>
      resetChat(request.server.db, requireUser(request).id, request.params.threadId),
    listAgents: {
      handler: async (request: FastifyRequest) => listAgents(requireUser(request).lang),
      cachedAnswer: 'user',
    },
    createStepAiResponse: stepResponse,
    createStandaloneAiResponse: standalone,
    createCleanAiResponse: clean,
    listReportOptions: async (request: FastifyRequest) => listReportOptions(requireUser(request).lang),
    listClosingOptions: async (request: FastifyRequest<{ Params: { streamId: string } }>) => {
      const user = requireUser(request);
      if (!isKnownStream(request.params.streamId)) throw streamNotFound();
      return listClosingOptions(request.params.streamId, user.lang);
    },
  };
}
