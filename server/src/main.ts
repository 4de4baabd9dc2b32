import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Idea Studio cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app: FastifyInstance = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { url: config.appUrl, port, database: config.database.dialect, mail: app.mailer.transport },
    `Idea Studio listening on http://localhost:${port} (app URL ${config.appUrl})`,
  );
}

main().catch((error: unknown) => {
  console.error('Idea Studio failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
