// Deleting a round's result files by a rule (a replaced report, canvas or closing output): the files are listed
// once, and the ones the rule picks are deleted by their id and name, at once (each one's step result goes with it
// on the server).
import { type IdeaClient, type Schemas, unwrap } from '../client.js';

export async function deleteRoundFiles(
  client: IdeaClient,
  roundId: string,
  picks: (file: Schemas['ResultFile']) => boolean,
): Promise<void> {
  const files = await unwrap(
    client.GET('/knowledgehub/trackresult/{roundId}', { params: { path: { roundId }, query: {} } }),
  );
  await Promise.all(
    files.filter(picks).map((file) =>
      unwrap(
        client.DELETE('/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}', {
          params: { path: { roundId, fileId: file.fileId, fileName: file.fileName } },
        }),
      ),
    ),
  );
}
