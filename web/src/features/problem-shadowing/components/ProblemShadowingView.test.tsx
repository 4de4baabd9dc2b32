import { type Persona, shadowingFromInput } from '@idea-studio/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import { PERSONAS, type QualifyState, tinderResultOf } from '../../../test/qualifyTestServer';
import { renderApp } from '../../../test/render';
import {
  ALTERNATIVES,
  CLOSING,
  DAY,
  FILLED,
  NEW_SITUATIONS,
  SITUATIONS,
  shadowingInput,
  shadowingServer,
} from '../../../test/shadowingTestServer';
import { makeResultFile, makeStepResult, STEP, TRACK_ID, VALIDATE } from '../../../test/trackFixtures';

const PAGE = `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.problemShadowing}&roundId=r-1`;
const [MARA, TOM] = PERSONAS as [Persona, Persona];
const tinder = tinderResultOf(MARA);
const WITH_PERSONA = { results: [tinder.result], files: [tinder.file] };
const INTRO = 'Please answer the following questions to gain deeper insight into the core problem...';
const PLACEHOLDER = 'Complete the sentence... or ask the AI ->';

function open(initial: Partial<QualifyState> = WITH_PERSONA) {
  const { api, state } = shadowingServer(initial);
  const result = renderApp(PAGE, { api });
  return { ...result, api, state };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const active = () => screen.findByTestId('active-situation');
const saved = (state: QualifyState) => shadowingFromInput(state.inputs[STEP.problemShadowing]);
const prompts = (api: ReturnType<typeof open>['api']) =>
  api
    .callsTo('POST /aiservice/airesponse')
    .map((call) => call.body as Schemas['AiStepRequest'])
    .filter((prompt) => prompt.stepId === STEP.problemShadowing)
    .map(
      (prompt) => `${prompt.promptType}${prompt.stepPromptNumber === undefined ? '' : `:${prompt.stepPromptNumber}`}`,
    );

/** Types an answer into the active situation and commits it with the control's Next. */
async function answer(text: string) {
  const situation = await active();
  fireEvent.change(within(situation).getByRole('textbox'), { target: { value: text } });
  fireEvent.click(within(situation).getByRole('button', { name: 'Next' }));
}

describe('Problem Shadowing step', () => {
  it('without a saved User Tinder result asks for the main persona first', async () => {
    const { api } = open({});
    const note = await screen.findByRole('region', { name: 'No main persona yet' });
    expect(within(note).getByRole('link', { name: 'Go to User Tinder' }).getAttribute('href')).toContain(
      `stepId=${STEP.userTinder}`,
    );
    expect(prompts(api)).toEqual([]);
  });

  it('opens the instructions on a first visit, and not when the shadowing is saved', async () => {
    const first = open();
    const dialog = await screen.findByRole('dialog', { name: 'Instructions' });
    expect(within(dialog).getByText('Uncover hidden pain points')).toBeTruthy();
    first.unmount();
    open({ ...WITH_PERSONA, inputs: { [STEP.problemShadowing]: shadowingInput(MARA.name, 1) } });
    await active();
    expect(screen.queryByRole('dialog', { name: 'Instructions' })).toBeNull();
  });

  it("loads the persona's day and the situations, saves them as the input and shows the persona", async () => {
    const { api, state } = open();
    const situation = await active();
    expect(screen.getByText(INTRO)).toBeTruthy();
    expect(within(situation).getByText('SITUATION 1/4')).toBeTruthy();
    expect(within(situation).getByRole('heading', { name: SITUATIONS[0]?.step })).toBeTruthy();
    const textarea = within(situation).getByRole('textbox', { name: SITUATIONS[0]?.step }) as HTMLTextAreaElement;
    expect(textarea.placeholder).toBe(PLACEHOLDER);
    // The AI's suggested answers are not taken as the founder's.
    expect(textarea.value).toBe('');
    expect(prompts(api)).toEqual(['INITIALIZE_STEP_PROMPT:0', 'STEP_PROMPT:0']);
    const initial = api.callsTo('POST /aiservice/airesponse')[0]?.body as Schemas['AiStepRequest'];
    expect(JSON.parse(String(initial.content))).toMatchObject({ persona: { name: 'Mara Jensen' } });

    const day = screen.getByTestId('day-in-the-life');
    expect(
      within(day)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(DAY);
    expect(screen.getByTestId('shadowing-persona-name').textContent).toBe('Mara Jensen');
    expect(screen.getByTestId('shadowing-persona-milieu').textContent).toBe('Adaptive-Pragmatic Middle');
    // The milieu's name alone says little to a founder: who belongs to it, in plain words.
    expect(screen.getByTestId('shadowing-persona-milieu-about').textContent).toBe(
      'Social milieu: The flexible, practical middle of society: security, family and getting on in life come first.',
    );
    for (const s of SITUATIONS.slice(1)) expect(button(`Open: ${s.step}`).disabled).toBe(true);
    expect(button('Save Result').disabled).toBe(true);

    await waitFor(() => expect(saved(state)?.situations.map((s) => s.step)).toEqual(SITUATIONS.map((s) => s.step)));
    expect(saved(state)).toMatchObject({ targetUser: 'Mara Jensen', story: DAY });
    expect(saved(state)?.situations.every((s) => s.answer === '')).toBe(true);
  });

  it('shows that Johnny follows the persona through the day while the situations load', async () => {
    const { api } = shadowingServer(WITH_PERSONA, { 'POST /aiservice/airesponse': () => new Promise(() => {}) });
    renderApp(PAGE, { api });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Johnny is following Mara Jensen through the day…')).toBeTruthy();
    expect(button('Save Result').disabled).toBe(true);
    expect(button('Autofill all').disabled).toBe(true);
  });

  it('the AI button works on an empty text and asks for answers to the active situation', async () => {
    const { api } = open({ ...WITH_PERSONA, inputs: { [STEP.problemShadowing]: shadowingInput('Mara Jensen', 1) } });
    const situation = await active();
    expect(within(situation).getByRole('heading', { name: SITUATIONS[1]?.step })).toBeTruthy();
    const ai = within(situation).getByRole('button', { name: 'Get AI suggestions' }) as HTMLButtonElement;
    expect(ai.disabled).toBe(false);
    expect(within(situation).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(ai);
    const first = ALTERNATIVES('')[0]?.answer ?? '';
    fireEvent.click(await within(situation).findByRole('button', { name: first }));
    expect((within(situation).getByRole('textbox') as HTMLTextAreaElement).value).toBe(first);
    expect(prompts(api)).toEqual(['STEP_PROMPT:2']);
    const request = api.callsTo('POST /aiservice/airesponse')[0]?.body as Schemas['AiStepRequest'];
    const content = JSON.parse(String(request.content));
    expect(content.situations[0]).toMatchObject({ step: SITUATIONS[0]?.step, answer: 'My own answer number 1' });
    expect(content.day_in_life_story).toEqual(DAY);
  });

  it('two answers by hand advance the section; Autofill answers the rest and enables Save Result', async () => {
    const { api, state } = open();
    await answer('I phone my sister and hope she is free');
    expect(within(await active()).getByRole('heading', { name: SITUATIONS[1]?.step })).toBeTruthy();
    expect(screen.getByTestId('situation-answer').textContent).toBe('I phone my sister and hope she is free');
    expect(button('Save Result').disabled).toBe(true);
    await answer('I read reviews until two in the morning');
    expect(within(await active()).getByText('SITUATION 3/4')).toBeTruthy();
    expect(button(`Open: ${SITUATIONS[3]?.step}`).disabled).toBe(true);
    expect(button('Save Result').disabled).toBe(true);
    await waitFor(() => expect(saved(state)?.situations[1]?.answer).toBe('I read reviews until two in the morning'));

    // An earlier situation opens again, with its answer to edit.
    fireEvent.click(button(`Open: ${SITUATIONS[0]?.step}`));
    expect((within(await active()).getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      'I phone my sister and hope she is free',
    );

    fireEvent.click(button('Autofill all'));
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(screen.queryByTestId('active-situation')).toBeNull();
    expect(screen.getAllByTestId('situation-answer').map((a) => a.textContent)).toEqual([
      'I phone my sister and hope she is free',
      'I read reviews until two in the morning',
      FILLED(SITUATIONS[2]?.step ?? ''),
      FILLED(SITUATIONS[3]?.step ?? ''),
    ]);
    await waitFor(() => expect(saved(state)?.situations.every((s) => s.answer.trim() !== '')).toBe(true));
    expect(prompts(api)).toContain('FILL_OUT_ALL_PROMPT');
    // Every situation can be opened once all are answered.
    expect(button(`Open: ${SITUATIONS[3]?.step}`).disabled).toBe(false);
  });

  it('keeps a typed answer that is not confirmed with Next yet: saved shortly after typing, there after a reload', async () => {
    const { api, state } = open();
    const situation = await active();
    fireEvent.change(within(situation).getByRole('textbox'), { target: { value: 'I call three friends first' } });
    // Nothing pressed: the draft is saved as the open situation's answer, the founder's.
    await waitFor(() => expect(saved(state)?.situations[0]?.answer).toBe('I call three friends first'));
    const entry = (state.inputs[STEP.problemShadowing] as Array<{ type: string; author?: string }>).find(
      (e) => e.type === SITUATIONS[0]?.step,
    );
    expect(entry?.author).toBe('founder');
    cleanup();
    renderApp(PAGE, { api });
    expect(await screen.findByText('I call three friends first')).toBeTruthy();
  });

  it('Save Result runs the closing prompt and creates the result file; then Next is enabled', async () => {
    const { api, state } = open({
      ...WITH_PERSONA,
      inputs: { [STEP.problemShadowing]: shadowingInput('Mara Jensen', 4) },
    });
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(button('Next Step').disabled).toBe(true);
    fireEvent.click(button('Save Result'));
    // The fixture round still has its default title: the save names it and says so.
    await expectSnackbar(
      'Success',
      'Your idea is now called “Problem Shadowing Mara Jensen”, after its first result. To change it, choose Rename in the idea’s menu on your dashboard.',
    );
    expect(prompts(api)).toEqual(['CLOSING_STEP_PROMPT']);
    expect(api.callsTo('POST /knowledgehub/trackresult')[0]?.body).toMatchObject({
      name: 'Problem Shadowing Mara Jensen',
      stepId: STEP.problemShadowing,
    });
    const stored = api.callsTo('POST /rounds/{roundId}/results')[0]?.body as Schemas['StepResultCreate'];
    expect(stored.stepId).toBe(STEP.problemShadowing);
    expect(stored.result).toMatchObject({
      target_user: 'Mara Jensen',
      day_in_life_story: DAY,
      core_problem: CLOSING.core_problem,
      needs_and_barriers: CLOSING.persona_extension.needs_and_barriers,
    });
    expect((stored.result as Schemas['ShadowingResult']).situations[3]).toEqual({
      step: SITUATIONS[3]?.step,
      answer: 'My own answer number 4',
      author: 'founder',
    });
    expect(state.files.some((f) => f.stepId === STEP.problemShadowing)).toBe(true);
    await waitFor(() => expect(button('Next Step').disabled).toBe(false));

    // A second save replaces the result only after the confirmation.
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    fireEvent.click(button('Save Result'));
    expect(await screen.findByRole('dialog', { name: 'Replace result' })).toBeTruthy();
  });

  it('Reset & Start Again deletes the result file, clears the answers and loads new situations', async () => {
    const file = makeResultFile({
      fileId: 'f-shadow',
      fileName: 'Problem Shadowing Mara Jensen.pdf',
      stepId: STEP.problemShadowing,
    });
    const result = makeStepResult(STEP.problemShadowing, { target_user: 'Mara Jensen' }, { fileId: 'f-shadow' });
    const { api, state } = open({
      results: [tinder.result, result],
      files: [tinder.file, file],
      inputs: { [STEP.problemShadowing]: shadowingInput('Mara Jensen', 4) },
    });
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    fireEvent.click(button('Reset & Start Again'));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset' }));
    const situation = await active();
    expect(within(situation).getByRole('heading', { name: NEW_SITUATIONS[0]?.step })).toBeTruthy();
    expect(within(situation).getByText('SITUATION 1/2')).toBeTruthy();
    expect(button('Save Result').disabled).toBe(true);
    expect(state.files.map((f) => f.fileId)).toEqual(['f-tinder']);
    expect(prompts(api)).toEqual(['INITIALIZE_STEP_PROMPT:0', 'STEP_PROMPT:0']);
    await waitFor(() => expect(saved(state)?.situations.map((s) => s.step)).toEqual(NEW_SITUATIONS.map((s) => s.step)));
    expect(saved(state)?.situations.every((s) => s.answer === '')).toBe(true);
    expect(api.callsTo('POST /rounds/{roundId}/actions').map((c) => (c.body as { action: string }).action)).toContain(
      'Reset & Start Again',
    );
  });

  it('a shadowing saved for another persona than the main one alerts, deletes its files and starts anew', async () => {
    const file = makeResultFile({
      fileId: 'f-shadow',
      fileName: 'Problem Shadowing Tom Berger.pdf',
      stepId: STEP.problemShadowing,
    });
    const result = makeStepResult(STEP.problemShadowing, { target_user: TOM.name }, { fileId: 'f-shadow' });
    const { state } = open({
      results: [tinder.result, result],
      files: [tinder.file, file],
      inputs: { [STEP.problemShadowing]: shadowingInput(TOM.name, 4) },
    });
    const alert = await screen.findByRole('dialog', { name: 'The shadowing belonged to another persona' });
    expect(within(alert).getByText(/made for Tom Berger/)).toBeTruthy();
    await waitFor(() => expect(state.files.map((f) => f.fileId)).toEqual(['f-tinder']));
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(within(await active()).getByRole('heading', { name: SITUATIONS[0]?.step })).toBeTruthy();
    await waitFor(() => expect(saved(state)?.targetUser).toBe('Mara Jensen'));
  });
});

// Who wrote each answer (issue 26): typed is the founder's, a suggestion of the AI button taken as it is the AI's
// accepted by the founder, Autofill's the AI's; editing a taken suggestion makes it the founder's.
describe('Problem Shadowing authorship', () => {
  const authors = (state: QualifyState) =>
    (state.inputs[STEP.problemShadowing] as Array<{ type: string; author?: string }>)
      .filter((entry) => SITUATIONS.some((s) => s.step === entry.type))
      .map((entry) => entry.author);

  it('typed answers are the founder’s, a taken suggestion ai-accepted, Autofill’s the AI’s', async () => {
    const { state } = open();
    await answer('I phone my sister and hope she is free');
    await waitFor(() => expect(authors(state)).toEqual(['founder', undefined, undefined, undefined]));

    const situation = await active();
    fireEvent.click(within(situation).getByRole('button', { name: 'Get AI suggestions' }));
    fireEvent.click(await within(situation).findByRole('button', { name: ALTERNATIVES('')[1]?.answer ?? '' }));
    fireEvent.click(within(situation).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(authors(state)).toEqual(['founder', 'ai-accepted', undefined, undefined]));

    fireEvent.click(button('Autofill all'));
    await waitFor(() => expect(authors(state)).toEqual(['founder', 'ai-accepted', 'ai', 'ai']));
    expect(screen.getAllByTestId('author-label').map((l) => l.textContent)).toEqual([
      'entered by you',
      'AI-generated, accepted by you',
      'AI-generated, filled automatically',
      'AI-generated, filled automatically',
    ]);
  });

  it('a taken suggestion edited before Next is the founder’s; an answer reopened and left as it was keeps its author', async () => {
    const { state } = open();
    const situation = await active();
    fireEvent.click(within(situation).getByRole('button', { name: 'Get AI suggestions' }));
    const taken = ALTERNATIVES('')[0]?.answer ?? '';
    fireEvent.click(await within(situation).findByRole('button', { name: taken }));
    fireEvent.change(within(situation).getByRole('textbox'), { target: { value: `${taken} and then some` } });
    fireEvent.click(within(situation).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(authors(state)[0]).toBe('founder'));

    fireEvent.click(button('Autofill all'));
    await waitFor(() => expect(authors(state)).toEqual(['founder', 'ai', 'ai', 'ai']));
    fireEvent.click(button(`Open: ${SITUATIONS[2]?.step}`));
    fireEvent.click(within(await active()).getByRole('button', { name: 'Next' }));
    fireEvent.click(button(`Open: ${SITUATIONS[3]?.step}`));
    fireEvent.change(within(await active()).getByRole('textbox'), { target: { value: 'I pay and I hate it' } });
    fireEvent.click(within(await active()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(authors(state)).toEqual(['founder', 'ai', 'ai', 'founder']));
  });

  it('answers saved without an author are the AI’s when the step opens again', async () => {
    const input = shadowingInput('Mara Jensen', 2).map(({ author: _, ...entry }) => entry);
    const { state } = open({ ...WITH_PERSONA, inputs: { [STEP.problemShadowing]: input } });
    await answer('I text home every hour');
    await waitFor(() => expect(authors(state)).toEqual(['ai', 'ai', 'founder', undefined]));
  });
});
