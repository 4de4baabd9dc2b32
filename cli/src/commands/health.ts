import { type Schemas, unwrap } from '@idea-studio/sdk';
import type { Context } from '../context.js';
import { print } from '../output.js';

/** `idea-studio health`: the server's health, through the SDK. */
export async function health(ctx: Context): Promise<Schemas['Health']> {
  const client = await ctx.client();
  const data = await unwrap(client.GET('/health'));
  print(ctx, data, () => [
    `Idea Studio at ${ctx.apiUrl}: ${data.status}`,
    `  version   ${data.version}`,
    `  database  ${data.database}`,
    `  AI        ${data.ai}`,
    `  mail      ${data.mail}`,
    `  limits    ${data.limits === 'redis' ? 'shared (Redis)' : 'this process'}`,
    `  time      ${data.time}`,
  ]);
  return data;
}
