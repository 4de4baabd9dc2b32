// Deleting a round's result files by a rule (a replaced report, canvas or closing output): the files are listed
// once, and each one the rule picks is deleted by its id and name (its step result goes with it on the server).
import { type IdeaClient, type Schemas, unwrap } from '../client.js';

export async function deleteRoundFiles(
  client: IdeaClient,
  roundId: string,
  picks: (file: Schemas['ResultFile']) => boolean,
): Promise<void> {
  const files = await unwrap(
    client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId }, query: {} } }),
  );
  for (const file of files.filter(picks)) {
    await unwrap(
      client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
        params: { path: { roundId, fileId: file.fileId, fileName: file.fileName } },
      }),
    );
  }
}
