import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, chatReply, JOHNNY, stepAnswer } from '../../../test/aiFixtures';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/render';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  makeUserTrack,
  QUALIFY,
  STEP,
  sessionApi,
  TRACK_ID,
  VALIDATE,
} from '../../../test/trackFixtures';

const link = (streamId: string, stepId: string) =>
  `/track/${TRACK_ID}?streamId=${streamId}&stepId=${stepId}&roundId=r-1`;

function api(data = makeTrackData()) {
  return sessionApi({
    'GET /rounds/{roundId}/track': () => ok(data),
    'PUT /streams/usertracks': () => ok(makeUserTrack()),
    'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: null }),
    'POST /aiservice/airesponse': () => ok(stepAnswer([chatMessage({ answer: 'Opening of the step.' })])),
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /aiservice/default': (call) =>
      ok(chatReply(chatMessage({ answer: `Reply to ${(call.body as { userText: string }).userText}` }))),
  });
}

const avatar = () => screen.queryByRole('button', { name: 'Open the chat with Johnny' });

describe('the chat on the track page', () => {
  it.each([
    ['the Basic Idea step', link(QUALIFY, STEP.basicIdea), true],
    ['a later step', link(QUALIFY, STEP.userTinder), true],
    ['the start view', link(QUALIFY, `initial-${QUALIFY}`), false],
    ['the closing view', link(VALIDATE, 'closing-stream'), false],
    ['the Feedback Card', link(VALIDATE, STEP.feedbackCard), false],
  ])('is offered on %s: %s', async (_view, path, offered) => {
    renderApp(path, { api: api() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    if (offered) expect(await screen.findByRole('button', { name: 'Open the chat with Johnny' })).toBeTruthy();
    else expect(avatar()).toBeNull();
  });

  it('runs the Basic Idea opening once under StrictMode', async () => {
    const fake = api();
    renderApp(link(QUALIFY, STEP.basicIdea), { api: fake, strict: true });
    expect(await screen.findByRole('dialog', { name: 'Welcome Ada' })).toBeTruthy();
    await waitFor(() => expect(fake.callsTo('POST /aiservice/airesponse')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('POST /aiservice/airesponse')).toHaveLength(1);
  });

  it('starts the next step with its own conversation (HOMECHAT), closed', async () => {
    const data = makeTrackData({ lastStepId: STEP.basicIdea }, [
      makeStepResult(STEP.basicIdea, { name: 'Kiosk' }, { fileId: 'f-1' }),
    ]);
    data.files = [makeResultFile({ fileId: 'f-1' })];
    const fake = api(data);
    renderApp(link(QUALIFY, STEP.basicIdea), { api: fake });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Welcome Ada' })).getByRole('button', {
        name: /Guide me/,
      }),
    );
    expect(await screen.findByText('Opening of the step.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Tinder' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat with Johnny' })).toBeNull());
    fireEvent.click(avatar()!);
    const panel = await screen.findByRole('dialog', { name: 'Chat with Johnny' });
    expect(within(panel).queryByText('Opening of the step.')).toBeNull();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Reply to Hello')).toBeTruthy();
    expect(fake.callsTo('POST /aiservice/default')[0]?.body).toMatchObject({
      modelId: 'HOMECHAT',
      userText: 'Hello',
      threadId: null,
      stepId: STEP.userTinder,
    });
  });
});
