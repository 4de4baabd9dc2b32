// Round data the suites need before a screen or command can show it, saved the way the web saves it.
import { createIdeaClient, defaultProject, type UserData, unwrap } from '@idea-studio/sdk';
import { stepOfType } from './reference.js';
import type { RunningServer } from './server.js';

export const SAMPLE_CARD = {
  name: 'Sunbox',
  tagline: 'Power where the grid ends',
  key_features: ['Pay as you go', 'Solar panels on the kiosk roof'],
  target_group: 'Kiosk owners',
  value_proposition: 'Cheap light at night',
};

/** A Basic Idea result of a round: its PDF result file plus the step result pointing to it. */
export async function saveSampleBasicIdea(
  server: Pick<RunningServer, 'apiUrl'>,
  user: UserData,
  roundId: string,
  card: typeof SAMPLE_CARD = SAMPLE_CARD,
) {
  const client = createIdeaClient({ baseUrl: server.apiUrl, token: user.token });
  const projectId = defaultProject(user)!.projectId;
  const step = stepOfType('basicIdea');
  const file = await unwrap(
    client.POST('/knowledgehub/trackresult', {
      body: {
        roundId,
        name: card.name,
        data: card,
        type: 'Basic Idea',
        projectId,
        currentStepNr: 1,
        stepId: step.id,
      },
    }),
  );
  await unwrap(
    client.POST('/rounds/{roundId}/results', {
      params: { path: { roundId } },
      body: {
        streamId: step.streamId,
        stepId: step.id,
        name: 'basicIdea',
        result: card,
        stepIndex: 1,
        fileId: file.filedata.id,
      },
    }),
  );
  return file.filedata;
}
