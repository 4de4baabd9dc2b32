import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, chatReply, JOHNNY, stepAnswer } from '../../../test/aiFixtures';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/render';
import { makeTrackData, QUALIFY, STEP, sessionApi, TRACK_ID } from '../../../test/trackFixtures';

// Support me and chat suggestions serve the section the user is in (part 2 §2.9, §7.1): the request names the
// section, and a suggestion lands only in the section its answer is about — never in another section's text.

const PAGE = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.basicIdea}&roundId=r-1`;
type Entry = { type: string; content: string };

/** A round whose problem is saved; the chat answers with one suggestion under the given context_id. */
function open(contextOf: (userText: string) => string) {
  let input: Entry[] = [
    { type: 'PROBLEM', content: 'Busy dog owners have no time for grooming' },
    { type: 'TARGET USER', content: '' },
    { type: 'SOLUTION', content: '' },
  ];
  const api = sessionApi({
    'GET /rounds/{roundId}/track': () => ok(makeTrackData({ lastStepId: STEP.basicIdea })),
    'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: input }),
    'PUT /rounds/{roundId}/inputs/{stepId}': (call) => {
      input = (call.body as { content: Entry[] }).content;
      return ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: input });
    },
    'POST /aiservice/airesponse': () => ok(stepAnswer([])),
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /aiservice/default': (call) => {
      const { userText } = call.body as { userText: string };
      return ok(
        chatReply(
          chatMessage({
            answer: `Reply to ${userText}`,
            formTransfer: [{ text: 'A mobile grooming van that comes to the office.' }],
            context_id: contextOf(userText),
          }),
        ),
      );
    },
    'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    'GET /knowledgehub/trackresult/{roundId}': () => ok([]),
  });
  renderApp(PAGE, { api });
  return { api };
}

const editor = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const row = (name: string) => screen.getByRole('button', { name: `Edit: ${name}` });
const firstSuggestion = async () => {
  const chat = await screen.findByRole('dialog', { name: 'Chat with Johnny' });
  const group = await within(chat).findByRole('group', { name: 'Suggestions' });
  return within(group).getAllByRole('button')[0]!;
};

describe('Support me in the Basic Idea step', () => {
  it('names the section it is pressed in, and its suggestion goes into that section', async () => {
    const { api } = open(() => 'Basic Idea first users');
    await screen.findByTestId('active-section');
    fireEvent.change(editor('The first people who will use my product'), { target: { value: 'Working dog owners' } });
    fireEvent.click(screen.getByRole('button', { name: 'Support me' }));
    await waitFor(() => expect(api.callsTo('POST /aiservice/default')).toHaveLength(1));
    expect(api.callsTo('POST /aiservice/default')[0]?.body).toMatchObject({
      modelId: 'Basic Idea',
      userText: 'Basic Idea Support me first users: Working dog owners',
    });
    fireEvent.click(await firstSuggestion());
    expect(editor('The first people who will use my product').value).toBe(
      'A mobile grooming van that comes to the office.',
    );
    expect(row('The problem I solve').textContent).toContain('Busy dog owners have no time for grooming');
  });

  it.each([
    ['a later section that is not open yet', 'Basic Idea solution'],
    ['no section (a question’s follow-up)', 'Basic Idea'],
  ])('puts a suggestion about %s into the message box, leaving the sections alone', async (_case, contextId) => {
    open(() => contextId);
    await screen.findByTestId('active-section');
    fireEvent.change(editor('The first people who will use my product'), { target: { value: 'Working dog owners' } });
    fireEvent.click(screen.getByRole('button', { name: 'Support me' }));
    fireEvent.click(await firstSuggestion());
    expect(editor('The first people who will use my product').value).toBe('Working dog owners');
    expect(row('The problem I solve').textContent).toContain('Busy dog owners have no time for grooming');
    expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe(
      'A mobile grooming van that comes to the office.',
    );
  });
});
