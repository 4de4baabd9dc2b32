import { writeFileSync } from 'node:fs';
import { autoLogin, createIdeaClient, unwrap } from '@idea-studio/sdk';
import { loginWithCode, registerConfirmed } from '../src/harness/accounts.js';
import { runCli, tempConfigDir } from '../src/harness/cli.js';
import { startServer } from '../src/harness/server.js';

const idea = process.argv[2] ?? 'Surfboard rental with pick-up at local surf shops in coastal towns, paid per day';
const lang = process.argv[3] ?? 'en';
const server = await startServer({ AUTH_RATE_LIMITS: 'autoLogin=1000/1m' });
const user = await loginWithCode(server, await registerConfirmed(server));
const env = {
  IDEA_CONFIG_DIR: await tempConfigDir(),
  IDEA_API_URL: server.apiUrl,
  IDEA_USER_ID: user.id,
  IDEA_API_KEY: user.apiKey,
};
await runCli(['profile', 'set', '--prename', 'Ada', '--lang', lang], env);
const t0 = Date.now();
const started = JSON.parse((await runCli(['--json', 'track', 'start', '--name', idea], env)).stdout);
const run = await runCli(['run', started.roundId, '--autofill'], env);
console.log('run ms', Date.now() - t0, run.code, run.stderr.slice(-500));
const session = await autoLogin(createIdeaClient({ baseUrl: server.apiUrl }), user.id, user.apiKey);
const client = createIdeaClient({ baseUrl: server.apiUrl, token: session.token });
const data = await unwrap(client.GET('/rounds/{roundId}/track', { params: { path: { roundId: started.roundId } } }));
writeFileSync(process.argv[4] ?? '/tmp/probe.json', JSON.stringify(data, null, 1));
console.log('total ms', Date.now() - t0);
await server.close();
