import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LoadedContract } from '../http/contract.js';

const require = createRequire(import.meta.url);
const swaggerUiRoot = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'favicon-16x16.png']);

export const DOCS_ASSETS_PREFIX = '/api/docs/assets/';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Idea Studio API reference</title>
<link rel="icon" type="image/png" href="${DOCS_ASSETS_PREFIX}favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_ASSETS_PREFIX}swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// A separate script (not inline) keeps the page compatible with a strict Content-Security-Policy.
// "Try it out" runs in the browser's session, so unsafe requests carry the XSRF header like the web app does.
const init = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: function (request) {
      var match = document.cookie.match(/(?:^|;\\s*)XSRF-TOKEN=([^;]*)/);
      if (match && request.method && request.method.toUpperCase() !== 'GET') {
        request.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]);
      }
      return request;
    },
  });
});
`;

/**
 * The contract as JSON and YAML, and an interactive reference at /api/docs built from the locally installed
 * swagger-ui-dist (no CDN).
 */
export async function registerDocs(app: FastifyInstance, contract: LoadedContract): Promise<void> {
  // Written out only when asked for and the contract came without its YAML text (the YAML library loads then).
  let yaml = contract.yaml;

  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(contract.document),
  );
  app.get('/api/openapi.yaml', async (_request, reply) => {
    yaml ??= (await import('yaml')).stringify(contract.document);
    return reply.type('application/yaml; charset=utf-8').send(yaml);
  });
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/api/docs/init.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(init));

  await app.register(fastifyStatic, {
    root: swaggerUiRoot,
    prefix: DOCS_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SWAGGER_FILES.has(pathName.replace(/^\/+/, '')),
    maxAge: '1d',
  });
}
