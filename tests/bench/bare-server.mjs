// The ceiling for the benchmark: a bare Fastify process that answers each captured route with the very bytes and
// content type the Idea Studio server sent for it, from memory. Usage: node bare-server.mjs <captures.json> <port>
// where captures.json is [{ method, path, contentType, bodyBase64 }].
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [capturesFile, port] = process.argv.slice(2);
const captures = JSON.parse(readFileSync(capturesFile, 'utf8'));

const app = Fastify({ logger: false });
// Bodies are read and dropped: the ceiling measures serving, not parsing.
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
for (const capture of captures) {
  const body = Buffer.from(capture.bodyBase64, 'base64');
  app.route({
    method: capture.method,
    url: capture.path,
    handler: (_request, reply) => reply.type(capture.contentType).send(body),
  });
}
app.get('/bare/ready', () => 'ok');

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
