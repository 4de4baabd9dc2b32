import { loadContract as loadOpenApiContract } from '@idea-studio/openapi';
import { describe, expect, it } from 'vitest';
import { loadFixtureContract } from '../test/helpers.js';
import type { OpenApiDocument } from './contract.js';
import { handlers } from './handlers.js';
import { readContractRoutes, toFastifyUrl } from './routes.js';

describe('toFastifyUrl', () => {
  it.each([
    ['/health', '/api/health'],
    ['/streams/steps/{streamId}', '/api/streams/steps/:streamId'],
    [
      '/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}',
      '/api/knowledgehub/trackresult/:roundId/:fileId/:fileName',
    ],
  ])('%s → %s', (path, url) => {
    expect(toFastifyUrl(path)).toBe(url);
  });
});

describe('readContractRoutes (fixture)', async () => {
  const { document } = await loadFixtureContract();
  const routes = readContractRoutes(document);
  const byId = (id: string) => routes.find((route) => route.info.operationId === id)!;

  it('reads every operation with method, url, tags and effective security', () => {
    expect(routes.map((r) => `${r.info.method} ${r.info.url}`)).toEqual([
      'get /api/health',
      'get /api/widgets',
      'post /api/widgets',
      'get /api/widgets/:widgetId',
      'patch /api/widgets/:widgetId',
      'post /api/widgets/:widgetId/image',
      'post /api/trees',
    ]);
    expect(byId('getHealth').info.security).toEqual([]);
    expect(byId('createWidget').info.security).toEqual([{ session: [] }]);
    expect(byId('createWidget').info.tags).toEqual(['widgets']);
  });

  it('builds params, querystring (with path-level $ref parameters) and header schemas', () => {
    expect(byId('listWidgets').schema.querystring).toEqual({
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        tag: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(byId('getWidget').schema.params).toEqual({
      type: 'object',
      properties: { widgetId: { type: 'integer', minimum: 1 } },
      required: ['widgetId'],
    });
    expect(byId('getWidget').schema.headers).toEqual({
      type: 'object',
      properties: { 'x-trace': { type: 'string', pattern: '^[a-z]+$' } },
    });
  });

  it('takes JSON bodies from the contract, marks optional ones and leaves multipart to handlers', () => {
    expect(byId('createWidget').schema.body).toMatchObject({
      required: ['name', 'count', 'owner'],
      properties: { owner: { required: ['email'] } },
    });
    expect(byId('updateWidget').schema.body).toMatchObject({ 'x-optional-body': true });
    expect(byId('uploadWidgetImage').schema.body).toBeUndefined();
    expect(byId('uploadWidgetImage').mediaTypes).toEqual(['multipart/form-data']);
  });

  it('rejects contracts with missing or repeated operationIds', () => {
    const broken = (paths: OpenApiDocument['paths']): OpenApiDocument => ({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths,
    });
    expect(() => readContractRoutes(broken({ '/a': { get: {} } }))).toThrow(/GET \/a has no operationId/);
    expect(() =>
      readContractRoutes(broken({ '/a': { get: { operationId: 'x' } }, '/b': { get: { operationId: 'x' } } })),
    ).toThrow(/operationId "x" twice/);
  });
});

describe('the project contract', async () => {
  const document = (await loadOpenApiContract()) as OpenApiDocument;
  const routes = readContractRoutes(document);

  it('resolves every operation into routes', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(JSON.stringify(route.schema)).not.toContain('"$ref":"#');
  });

  it('has an operation for every implemented handler', () => {
    const ids = new Set(routes.map((route) => route.info.operationId));
    for (const id of Object.keys(handlers)) expect(ids).toContain(id);
  });
});
