import type { RateLimitOptions } from '@fastify/rate-limit';
import type { components } from '@idea-studio/sdk';
import type { FastifyRequest } from 'fastify';
import type { RateLimitName } from '../config.js';
import type { HandlerDefinition, HandlerMap } from '../http/types.js';
import { promotionNotFound } from './errors.js';
import { requireUser } from './plugin.js';
import { findPromotion, promotionCheck } from './promotions.js';
import { forgetThisBrowser } from './remember.js';
import {
  autoLogin,
  checkLogin,
  confirmEmail,
  login,
  logout,
  register,
  requestNewLoginCode,
  requestPasswordReset,
  resendConfirmation,
  revokeApiKeys,
  setNewPassword,
  verifyLogin,
} from './service.js';

type Schemas = components['schemas'];
type PromotionParams = { Params: { promotionId: string } };
/** The generated type is `unknown` (the contract's `anyOf` of two `required` lists); the contract guarantees this. */
type SetNewPasswordBody = { resetId?: string; resetid?: string; password: string };

/** Per-IP limit read from the configuration at request time (tests build apps with small numbers). */
function perIp(name: RateLimitName): RateLimitOptions {
  return {
    max: (request: FastifyRequest) => request.server.config.auth.rateLimits[name].max,
    timeWindow: (request: FastifyRequest) => request.server.config.auth.rateLimits[name].windowMs,
  };
}

const registerUser: HandlerDefinition<{ Body: Schemas['RegisterRequest'] }> = {
  rateLimit: perIp('register'),
  handler: async (request) => register(request.server, request.body),
};

const registerPromotionUser: HandlerDefinition<PromotionParams & { Body: Schemas['RegisterRequest'] }> = {
  rateLimit: perIp('register'),
  handler: async (request) => {
    const promotion = await findPromotion(request.server.db, request.params.promotionId);
    if (!promotion) throw promotionNotFound();
    return register(request.server, request.body, promotion);
  },
};

/** The auth operations of part 1 §7. */
export const handlers: HandlerMap = {
  registerUser,
  registerPromotionUser,
  checkPromotion: async (request: FastifyRequest<PromotionParams>) => {
    const promotion = await findPromotion(request.server.db, request.params.promotionId);
    if (!promotion) throw promotionNotFound();
    return promotionCheck(promotion);
  },
  confirmEmail: async (request: FastifyRequest<{ Params: { confirmId: string } }>) =>
    confirmEmail(request.server, request.params.confirmId),
  loginUser: {
    rateLimit: perIp('login'),
    handler: async (request: FastifyRequest<{ Body: Schemas['LoginRequest'] }>) => login(request.server, request.body),
  },
  verifyLogin: {
    rateLimit: perIp('verify'),
    handler: async (request: FastifyRequest<{ Body: Schemas['VerifyRequest'] }>, reply) =>
      verifyLogin(request.server, reply, request.body),
  },
  requestNewLoginCode: {
    rateLimit: perIp('newCode'),
    handler: async (request: FastifyRequest<{ Body: Schemas['NewCodeRequest'] }>) =>
      requestNewLoginCode(request.server, request.body),
  },
  autoLogin: {
    rateLimit: perIp('autoLogin'),
    handler: async (request: FastifyRequest<{ Body: Schemas['AutoLoginRequest'] }>, reply) =>
      autoLogin(request.server, request, reply, request.body),
  },
  checkLogin: { handler: async (request) => checkLogin(request.server, request), cachedAnswer: 'session' },
  logoutUser: async (request, reply) => logout(request.server, request, reply),
  logoutUserGet: async (request, reply) => logout(request.server, request, reply),
  revokeApiKeys: async (request) => revokeApiKeys(request.server, requireUser(request).id),
  forgetBrowser: async (request, reply) => {
    await forgetThisBrowser(request.server, request, reply);
    return { success: true };
  },
  resendConfirmation: {
    rateLimit: perIp('resendConfirmation'),
    handler: async (request: FastifyRequest<{ Body: Schemas['EmailRequest'] }>) =>
      resendConfirmation(request.server, request.body),
  },
  requestPasswordReset: {
    rateLimit: perIp('passwordReset'),
    handler: async (request: FastifyRequest<{ Body: Schemas['EmailRequest'] }>) =>
      requestPasswordReset(request.server, request.body),
  },
  setNewPassword: {
    rateLimit: perIp('setNewPassword'),
    handler: async (request: FastifyRequest<{ Body: SetNewPasswordBody }>, reply) => {
      const { resetId, resetid, password } = request.body;
      // The contract requires one of the two spellings.
      return setNewPassword(request.server, reply, { resetId: (resetId ?? resetid) as string, password });
    },
  },
};
