import { type InsightMappingInput, type Persona, startInsights, withAnswers } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import {
  INSIGHTS,
  PERSONAS,
  promptsOf,
  type QualifyState,
  qualifyServer,
  tinderResultOf,
} from '../../../test/qualifyTestServer';
import { renderApp } from '../../../test/render';
import { makeResultFile, makeStepResult, QUALIFY, STEP, TRACK_ID } from '../../../test/trackFixtures';

const PAGE = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.insightMapping}&roundId=r-1`;
const [MARA, TOM] = PERSONAS as [Persona, Persona];
const tinder = tinderResultOf(MARA);
const WITH_PERSONA = { results: [tinder.result], files: [tinder.file] };

function open(initial: Partial<QualifyState> = WITH_PERSONA, handlers: Handlers = {}) {
  const { api, state } = qualifyServer(initial, handlers);
  const result = renderApp(PAGE, { api });
  return { ...result, api, state };
}

/** A map for `persona` with the AI's answers on the given questions, at `activeStep`. */
function mapOf(persona: Persona, answered: number[], activeStep: number): InsightMappingInput {
  let state = startInsights(persona);
  for (const question of answered)
    state = withAnswers(
      state,
      question,
      (INSIGHTS[question] ?? []).map((text) => ({ text })),
    );
  return { suggestionStorage: state.storage, persona: state.persona, activeStep };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const active = () => screen.findByTestId('active-question');
const savedMap = (state: QualifyState) => state.inputs[STEP.insightMapping] as InsightMappingInput | undefined;

describe('User Insight Mapping step', () => {
  it('shows the empathy map as real interviews corrected it: each pain confirmed or contradicted, on the persona too', async () => {
    const confirmedPain = INSIGHTS[4]![0]!;
    const contradictedPain = INSIGHTS[1]![0]!;
    const insights: Schemas['InterviewInsights'] = {
      interviewCount: 3,
      coreProblem: null,
      confirmed: [{ pain: confirmedPain, interviewIds: ['i-1', 'i-2', 'i-3'], quotes: [] }],
      contradicted: [{ pain: contradictedPain, interviewIds: ['i-2'], quotes: [] }],
      surprises: [],
    };
    open(
      { ...WITH_PERSONA, inputs: { [STEP.insightMapping]: mapOf(MARA, [1, 2, 3, 4], 4) } },
      { 'GET /rounds/{roundId}/interviews': () => ok({ interviews: [], insights }) },
    );
    const question = await active();
    await waitFor(() =>
      expect(within(question).getByTestId('pain-evidence').textContent).toBe('Confirmed by 3 real interviews'),
    );
    expect(screen.getByTestId('corrected-by-interviews').textContent).toBe('Corrected by 3 real interviews');
    const hears = button('Open: What does Mara Jensen hear?');
    expect(within(hears).getByTestId('pain-evidence').textContent).toBe('Contradicted by 1 real interview');
    expect(within(hears).getByText(contradictedPain, { selector: 'p' })).toBeTruthy();
  });

  it('without a saved User Tinder result asks for the main persona first', async () => {
    open({});
    const note = await screen.findByRole('region', { name: 'No main persona yet' });
    expect(within(note).getByRole('link', { name: 'Go to User Tinder' }).getAttribute('href')).toContain(
      `stepId=${STEP.userTinder}`,
    );
  });

  it('shows the main persona and loads the AI suggestions for the first question', async () => {
    const { api, state } = open();
    const question = await active();
    expect(within(question).getByRole('heading', { name: 'What does Mara Jensen hear?' })).toBeTruthy();
    expect(screen.getByTestId('insight-persona-name').textContent).toBe('Mara Jensen');
    expect(screen.getAllByText('Nurse on night shifts').length).toBeGreaterThan(0);
    expect(await within(question).findByText('Colleagues swap sitter numbers')).toBeTruthy();
    expect(promptsOf(api, STEP.insightMapping)).toEqual([1]);
    const prompt = api.callsTo('POST /aiservice/airesponse')[0]?.body as Schemas['AiStepRequest'];
    expect(JSON.parse(String(prompt.content))).toMatchObject({ question: 'hears', persona: { name: 'Mara Jensen' } });
    for (const text of [
      'What does Mara Jensen see?',
      'What does Mara Jensen feel?',
      'What frustrates Mara Jensen most?',
    ]) {
      expect(button(`Open: ${text}`).disabled).toBe(true);
    }
    expect(button('Save Result').disabled).toBe(true);
    await waitFor(() => expect(savedMap(state)?.suggestionStorage[0]).toHaveLength(3));
    expect(savedMap(state)?.persona).toEqual({ name: 'Mara Jensen', occupation: 'Nurse on night shifts' });
  });

  it('answers can be added, edited and deleted, and are saved as the input', async () => {
    const { state } = open({ ...WITH_PERSONA, inputs: { [STEP.insightMapping]: mapOf(MARA, [1], 1) } });
    const question = await active();
    fireEvent.change(within(question).getByRole('textbox', { name: 'Add your own answer' }), {
      target: { value: 'The night nurse chat group' },
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Add' }));
    expect(within(question).getByText('The night nurse chat group')).toBeTruthy();

    fireEvent.click(within(question).getByRole('button', { name: 'Edit answer: Radio ads for daycare' }));
    const editor = within(question).getByRole('textbox', { name: 'Answer' });
    fireEvent.change(editor, { target: { value: 'Radio ads for night daycare' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(within(question).getByText('Radio ads for night daycare')).toBeTruthy();

    fireEvent.click(within(question).getByRole('button', { name: 'Delete answer: Colleagues swap sitter numbers' }));
    expect(within(question).queryByText('Colleagues swap sitter numbers')).toBeNull();

    await waitFor(() =>
      expect(savedMap(state)?.suggestionStorage[0]?.map((a) => a.text)).toEqual([
        'Her kids ask who comes tonight',
        'Radio ads for night daycare',
        'The night nurse chat group',
      ]),
    );
  });

  it('Next moves on and loads suggestions for a question without answers; jumping ahead is blocked', async () => {
    const { api } = open({ ...WITH_PERSONA, inputs: { [STEP.insightMapping]: mapOf(MARA, [1], 1) } });
    fireEvent.click(within(await active()).getByRole('button', { name: 'Next' }));
    const second = await active();
    expect(within(second).getByRole('heading', { name: 'What does Mara Jensen see?' })).toBeTruthy();
    expect(await within(second).findByText('A fridge full of sticky notes')).toBeTruthy();
    expect(promptsOf(api, STEP.insightMapping)).toEqual([2]);
    expect(button('Open: What frustrates Mara Jensen most?').disabled).toBe(true);

    // An earlier question opens at any time, without asking the AI again.
    fireEvent.click(button('Open: What does Mara Jensen hear?'));
    expect(within(await active()).getByRole('heading', { name: 'What does Mara Jensen hear?' })).toBeTruthy();
    expect(promptsOf(api, STEP.insightMapping)).toEqual([2]);
  });

  it('beyond question 4 Save Result is enabled but refused while a question has no answer', async () => {
    const { api } = open({ ...WITH_PERSONA, inputs: { [STEP.insightMapping]: mapOf(MARA, [1, 2, 3], 5) } });
    await screen.findByRole('button', { name: 'Open: What frustrates Mara Jensen most?' });
    expect(screen.queryByTestId('active-question')).toBeNull();
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    fireEvent.click(button('Save Result'));
    expect(
      await expectSnackbar(
        'Not complete yet',
        'Every question needs at least one answer before the result can be saved.',
      ),
    ).toBe('warning');
    expect(api.callsTo('POST /knowledgehub/trackresult')).toHaveLength(0);
  });

  it('with all four answered, Save Result makes the empathy map; editing an answer afterwards holds Next', async () => {
    const { api } = open({ ...WITH_PERSONA, inputs: { [STEP.insightMapping]: mapOf(MARA, [1, 2, 3, 4], 4) } });
    await active();
    expect(button('Open: What does Mara Jensen hear?').disabled).toBe(false);
    await waitFor(() => expect(button('Save Result').disabled).toBe(false));
    expect(button('Finish Stream').disabled).toBe(true);
    fireEvent.click(button('Save Result'));
    // The fixture round still has its default title: the save names it and says so.
    await expectSnackbar(
      'Success',
      'Your idea is now called “Empathy Map Mara Jensen”, after its first result. To change it, choose Rename in the idea’s menu on your dashboard.',
    );
    const stored = api.callsTo('POST /rounds/{roundId}/results')[0]?.body as Schemas['StepResultCreate'];
    expect(stored.stepId).toBe(STEP.insightMapping);
    const map = stored.result as Schemas['EmpathyMap'];
    expect(map.persona).toEqual({ name: 'Mara Jensen', occupation: 'Nurse on night shifts' });
    expect(map.frustrations).toEqual(INSIGHTS[4]);
    expect(map.hears).toEqual(INSIGHTS[1]);
    expect(api.callsTo('POST /knowledgehub/trackresult')[0]?.body).toMatchObject({ name: 'Empathy Map Mara Jensen' });
    await waitFor(() => expect(button('Finish Stream').disabled).toBe(false));

    const question = await active();
    fireEvent.click(within(question).getByRole('button', { name: `Delete answer: ${INSIGHTS[4]?.[0]}` }));
    expect(button('Finish Stream').disabled).toBe(true);
  });

  it('a map saved for another persona than the main one alerts, deletes its files and starts anew', async () => {
    const file = makeResultFile({
      fileId: 'f-map',
      fileName: 'Empathy Map Tom Berger.pdf',
      stepId: STEP.insightMapping,
    });
    const result = makeStepResult(
      STEP.insightMapping,
      { persona: { name: 'Tom Berger' }, hears: ['x'], sees: ['x'], feels: ['x'], frustrations: ['x'] },
      { fileId: 'f-map' },
    );
    const { state } = open({
      results: [tinder.result, result],
      files: [tinder.file, file],
      inputs: { [STEP.insightMapping]: mapOf(TOM, [1, 2, 3, 4], 5) },
    });
    const alert = await screen.findByRole('dialog', { name: 'The map belonged to another persona' });
    expect(within(alert).getByText(/made for Tom Berger/)).toBeTruthy();
    await waitFor(() => expect(state.files.map((f) => f.fileId)).toEqual(['f-tinder']));
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await within(await active()).findByText('Colleagues swap sitter numbers')).toBeTruthy();
    await waitFor(() => expect(savedMap(state)?.persona.name).toBe('Mara Jensen'));
  });
});

// Who wrote each answer (issue 26): the AI's suggestions kept in the map are accepted, never the founder's own; an
// answer typed or edited by the founder is the founder's.
describe('User Insight Mapping authorship', () => {
  const authorsOf = (state: QualifyState, question = 0) =>
    Object.fromEntries((savedMap(state)?.suggestionStorage[question] ?? []).map((a) => [a.text, a.author]));

  it('the AI’s suggestions are saved ai-accepted, an added answer founder, an edited one founder', async () => {
    const { state } = open();
    const question = await active();
    await within(question).findByText('Colleagues swap sitter numbers');
    await waitFor(() =>
      expect(authorsOf(state)).toEqual({
        'Colleagues swap sitter numbers': 'ai-accepted',
        'Her kids ask who comes tonight': 'ai-accepted',
        'Radio ads for daycare': 'ai-accepted',
      }),
    );

    fireEvent.change(within(question).getByRole('textbox', { name: 'Add your own answer' }), {
      target: { value: 'The night nurse chat group' },
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Edit answer: Radio ads for daycare' }));
    const editor = within(question).getByRole('textbox', { name: 'Answer' });
    fireEvent.change(editor, { target: { value: 'Radio ads for night daycare' } });
    fireEvent.keyDown(editor, { key: 'Enter' });

    await waitFor(() =>
      expect(authorsOf(state)).toEqual({
        'Colleagues swap sitter numbers': 'ai-accepted',
        'Her kids ask who comes tonight': 'ai-accepted',
        'Radio ads for night daycare': 'founder',
        'The night nurse chat group': 'founder',
      }),
    );
    expect(
      within(question)
        .getAllByTestId('author-label')
        .map((l) => l.textContent),
    ).toEqual(['AI-generated, accepted by you', 'AI-generated, accepted by you', 'entered by you', 'entered by you']);
  });

  it('answers saved without an author (a map filled automatically, or kept from before) stay the AI’s', async () => {
    const { state } = open({ ...WITH_PERSONA, inputs: { [STEP.insightMapping]: mapOf(MARA, [1], 1) } });
    const question = await active();
    fireEvent.change(within(question).getByRole('textbox', { name: 'Add your own answer' }), {
      target: { value: 'The night nurse chat group' },
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(authorsOf(state)).toEqual({
        'Colleagues swap sitter numbers': 'ai',
        'Her kids ask who comes tonight': 'ai',
        'Radio ads for daycare': 'ai',
        'The night nurse chat group': 'founder',
      }),
    );
  });
});
