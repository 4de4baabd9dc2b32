import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { silentLog } from './log.js';
import { createProvider } from './provider.js';

describe('createProvider', () => {
  it('is the offline engine without configuration', () => {
    expect(createProvider(loadConfig({}).ai, silentLog).name).toBe('offline');
  });

  it('is the OpenAI-compatible provider for AI_PROVIDER=openai', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
    });
    expect(createProvider(config.ai, silentLog).name).toBe('openai');
  });

  it('stops the start with a clear message when the endpoint or model is missing', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL is required when AI_PROVIDER=openai/);
    const ai = {
      provider: 'openai' as const,
      baseUrl: undefined,
      apiKey: undefined,
      model: 'm',
      timeoutMs: 1000,
      rateLimit: { max: 60, windowMs: 60_000 },
      threads: 0,
    };
    expect(() => createProvider(ai, silentLog)).toThrow(ConfigError);
    expect(() => createProvider({ ...ai, baseUrl: 'http://x/v1', model: undefined }, silentLog)).toThrow(
      /AI_PROVIDER=openai needs AI_BASE_URL .* and AI_MODEL/,
    );
  });
});
