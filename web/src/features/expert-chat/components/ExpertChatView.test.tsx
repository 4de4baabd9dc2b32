import { chatFromInput, chatToInput, chooseOption, emptyChatInput, startChat, withEntry } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stepAnswer } from '../../../test/aiFixtures';
import { chatServer, ENTRY, MARA, SUMMARY, TOM, withAcceptedUsers } from '../../../test/chatTestServer';
import { ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import type { QualifyState } from '../../../test/qualifyTestServer';
import { renderApp } from '../../../test/render';
import { STEP, TRACK_ID, VALIDATE } from '../../../test/trackFixtures';

const PAGE = `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.expertChat}&roundId=r-1`;

function open(initial: Partial<QualifyState> = withAcceptedUsers()) {
  const { api, state } = chatServer(initial);
  const result = renderApp(PAGE, { api });
  return { ...result, api, state };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const round = (n: number) => screen.findByRole('region', { name: `ROUND ${n}/4` });
const saved = (state: QualifyState) => chatFromInput(state.inputs[STEP.expertChat]).state;
const chatPrompts = (api: ReturnType<typeof open>['api']) =>
  api
    .callsTo('POST /aiservice/airesponse')
    .map((call) => call.body as Schemas['AiStepRequest'])
    .filter((prompt) => prompt.stepId === STEP.expertChat);

describe('Solution Expert Chat step', () => {
  it('offers the accepted personas (main persona first) and the three partners, the first the default', async () => {
    open();
    const personas = await screen.findByRole('radiogroup', { name: 'Persona' });
    expect(
      within(personas)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual([MARA.name, TOM.name]);
    expect(
      (within(personas).getByRole('radio', { name: MARA.name }) as HTMLInputElement).getAttribute('aria-checked'),
    ).toBe('true');
    const partners = screen.getByRole('radiogroup', { name: 'Interview partner' });
    expect(
      within(partners)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Mira Skylark', 'Corvin Ashvale', 'Juno Brightwell']);
    expect(within(partners).getByRole('radio', { name: 'Mira Skylark' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/“Lorelei” by Lisa Wischofsky/)).toBeTruthy();
    expect(button('Save Result').disabled).toBe(true);
  });

  it('runs the chat: a choice shows with a check, Refresh asks again, Answer for me picks a fitting reaction, save at step 4', async () => {
    const { api, state } = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Corvin Ashvale' }));
    fireEvent.click(button('Start Chat'));
    const first = await round(1);
    expect(within(first).getByText('Question 1.1?')).toBeTruthy();
    // The labels a), b), c) are not part of the option's text.
    const options = within(first).getAllByRole('button', { name: /reaction/ });
    expect(options.map((o) => o.textContent)).toEqual([
      'a)Keen reaction 1.1',
      'b)Conditional reaction 1.1',
      'c)Doubtful reaction 1.1',
    ]);
    fireEvent.click(within(first).getByRole('button', { name: 'Doubtful reaction 1.1' }));
    await round(2);
    expect(within(first).getByTestId('chosen-answer').textContent).toBe('Doubtful reaction 1.1');
    expect(within(first).queryAllByRole('button', { name: /reaction/ })).toHaveLength(0);
    expect(saved(state)?.activeStep).toBe(1);
    expect(saved(state)?.partner.name).toBe('Corvin Ashvale');

    // Refresh removes the open round and asks it again, sending what it offered before.
    const second = await round(2);
    expect(within(second).getByText('Question 2.1?')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByText('Question 2.2?')).toBeTruthy());
    const refreshed = chatPrompts(api).at(-1)!;
    expect(refreshed.stepPromptNumber).toBe(2);
    expect(JSON.parse(String(refreshed.content)).discarded).toContain('Question 2.1?');

    // Answer for me: no option speaks to Mara's goals or pains, so the tie goes to a), the partner's most likely one.
    fireEvent.click(within(await round(2)).getByRole('button', { name: 'Answer for me' }));
    await round(3);
    expect(saved(state)?.rounds[1]?.value).toBe('Keen reaction 2.2');
    for (const n of [3, 4]) {
      const r = await round(n);
      fireEvent.click(within(r).getByRole('button', { name: `Conditional reaction ${n}.1` }));
      if (n < 4) await round(n + 1);
    }
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(saved(state)?.activeStep).toBe(4);

    fireEvent.click(button('Save Result'));
    // The fixture round still has its default title: the save names it and says so.
    await expectSnackbar(
      'Success',
      'Your idea is now called “Expert Chat Mara Jensen”, after its first result. To change it, choose Rename in the idea’s menu on your dashboard.',
    );
    const stored = api.callsTo('POST /rounds/{roundId}/results').at(-1)?.body as Schemas['StepResultCreate'];
    expect(stored).toMatchObject({ stepId: STEP.expertChat, name: 'expertChat' });
    expect(stored.result).toMatchObject({
      interview_partner: 'Corvin Ashvale',
      persona: MARA.name,
      objections: ['The price.'],
    });
    expect((stored.result as { transcript: unknown[] }).transcript).toHaveLength(4);
    await waitFor(() => expect(button('Save Result').disabled).toBe(true));

    // Refresh after the fourth answer removes it and asks round 4 again.
    fireEvent.click(button('Refresh'));
    await waitFor(() => expect(screen.getByText('Question 4.2?')).toBeTruthy());
    expect(saved(state)?.activeStep).toBe(3);
    expect(button('Save Result').disabled).toBe(true);
  });

  it('restores a chat in progress after a reload and asks its open round', async () => {
    const chat = chooseOption(withEntry(startChat(MARA), ENTRY(1, 1)), 1);
    const initial = withAcceptedUsers();
    const { api } = open({ ...initial, inputs: { ...initial.inputs, [STEP.expertChat]: chatToInput(chat) } });
    const first = await round(1);
    expect(within(first).getByTestId('chosen-answer').textContent).toBe('Conditional reaction 1.1');
    await round(2);
    expect(chatPrompts(api).map((p) => p.stepPromptNumber)).toEqual([2]);
    expect(screen.getByTestId('chat-persona-name').textContent).toBe(MARA.name);
  });

  it('a chat that cannot be restored shows the alert, loses its files and starts over', async () => {
    const initial = withAcceptedUsers();
    const broken = { ...chatToInput(startChat(MARA)), activeStep: 3 };
    const { state } = open({ ...initial, inputs: { ...initial.inputs, [STEP.expertChat]: broken } });
    const alert = await screen.findByRole('dialog', { name: 'This chat could not be restored' });
    expect(within(alert).getByRole('alert').textContent).toContain('Its files were deleted');
    await waitFor(() => expect(state.inputs[STEP.expertChat]).toEqual(emptyChatInput()));
    expect(await screen.findByRole('button', { name: 'Start Chat' })).toBeTruthy();
  });

  it('without accepted users asks for User Tinder first', async () => {
    open({});
    const note = await screen.findByRole('region', { name: 'No accepted users yet' });
    expect(within(note).getByRole('link', { name: 'Go to User Tinder' }).getAttribute('href')).toContain(
      `stepId=${STEP.userTinder}`,
    );
  });
});

// Who chose each answer (issue 26): an option the founder clicks is the partner's text accepted (ai-accepted);
// Answer for me is the AI's.
describe('Solution Expert Chat authorship', () => {
  /** A button of round n once the chat is no longer busy asking (the options wait for it). */
  const ready = async (n: number, name: string) => {
    const found = within(await round(n)).getByRole('button', { name }) as HTMLButtonElement;
    await waitFor(() => expect(found.disabled).toBe(false));
    return found;
  };
  const authors = (state: QualifyState) =>
    ((state.inputs[STEP.expertChat] as Schemas['ExpertChatInput'] | undefined)?.controls ?? []).map((c) => c.author);

  it('a clicked option is saved ai-accepted, Answer for me ai, and a reload keeps them', async () => {
    const { state, unmount } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Chat' }));
    fireEvent.click(await ready(1, 'Doubtful reaction 1.1'));
    fireEvent.click(await ready(2, 'Answer for me'));
    await round(3);
    await waitFor(() => expect(authors(state)).toEqual(['ai-accepted', 'ai', undefined, undefined]));
    expect(screen.getAllByTestId('author-label').map((l) => l.textContent)).toEqual([
      'AI-generated, accepted by you',
      'AI-generated, filled automatically',
    ]);

    // Restored after a reload, the next answer is saved with the earlier ones' authors kept.
    unmount();
    const reopened = chatServer({ ...withAcceptedUsers(), inputs: { ...state.inputs } });
    renderApp(PAGE, { api: reopened.api });
    fireEvent.click(await ready(3, 'Conditional reaction 3.1'));
    await waitFor(() => expect(authors(reopened.state)).toEqual(['ai-accepted', 'ai', 'ai-accepted', undefined]));
  });

  it('answers saved without an author are the AI’s', async () => {
    const chat = chooseOption(withEntry(startChat(MARA), ENTRY(1, 1)), 1);
    const initial = withAcceptedUsers();
    const { state } = open({ ...initial, inputs: { ...initial.inputs, [STEP.expertChat]: chatToInput(chat) } });
    fireEvent.click(await ready(2, 'Keen reaction 2.1'));
    await waitFor(() => expect(authors(state)).toEqual(['ai', 'ai-accepted', undefined, undefined]));
  });
});

// Answer for me picks the reaction that fits the persona (the SDK's bestFittingOption), not always a).
describe('Solution Expert Chat: Answer for me fits the persona', () => {
  it("takes the option that speaks to Mara's own pain, here c)", async () => {
    const options = [
      'a) Sounds great, I would sign up today.',
      'b) Maybe, if the price is right.',
      'c) Only if a trusted sitter really comes at short notice.',
    ];
    const { api, state } = chatServer(withAcceptedUsers(), {
      'POST /aiservice/airesponse': (call) => {
        const prompt = call.body as Schemas['AiStepRequest'];
        if (prompt.promptType === 'CLOSING_STEP_PROMPT') return ok(stepAnswer([SUMMARY]));
        return ok(stepAnswer([{ ...ENTRY(prompt.stepPromptNumber ?? 1, 1), options }]));
      },
    });
    renderApp(PAGE, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Chat' }));
    const answer = within(await round(1)).getByRole('button', { name: 'Answer for me' }) as HTMLButtonElement;
    await waitFor(() => expect(answer.disabled).toBe(false));
    fireEvent.click(answer);
    await round(2);
    await waitFor(() =>
      expect(saved(state)?.rounds[0]?.value).toBe('Only if a trusted sitter really comes at short notice.'),
    );
    expect(saved(state)?.rounds[0]?.author).toBe('ai');
  });
});
