import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** How long requests in flight may take to finish once the server stops accepting connections. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

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

  // SIGTERM: health answers 503 for SHUTDOWN_DRAIN_MS so a balancer takes the server out of rotation, then the
  // server stops accepting connections, finishes the requests in flight and closes the database.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.readiness.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining, then shutting down');
    setTimeout(() => {
      app.log.error('requests still running after 30 s of shutting down, exiting now');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
    delay(config.shutdownDrainMs)
      .then(() => app.close())
      .then(
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
    {
      url: config.appUrl,
      port,
      database: config.database.dialect,
      mail: app.mailer.transport,
      limits: app.limits.store,
    },
    `Idea Studio listening on http://localhost:${port} (app URL ${config.appUrl})`,
  );
}

main().catch((error: unknown) => {
  console.error('Idea Studio failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
