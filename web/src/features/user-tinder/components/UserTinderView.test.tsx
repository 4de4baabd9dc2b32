import { type Persona, tinderToInput } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import { PERSONAS, promptsOf, type QualifyState, qualifyServer, tinderResultOf } from '../../../test/qualifyTestServer';
import { renderApp } from '../../../test/render';
import { QUALIFY, STEP, TRACK_ID } from '../../../test/trackFixtures';

const PAGE = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.userTinder}&roundId=r-1`;
const [MARA, TOM, ILSE, SAM] = PERSONAS as [Persona, Persona, Persona, Persona];

function open(initial: Partial<QualifyState> = {}) {
  const { api, state } = qualifyServer(initial);
  const result = renderApp(PAGE, { api });
  return { ...result, api, state };
}

const savedTinder = (positive: Persona[], negative: Persona[] = [], skipped: Persona[] = [], queue: Persona[] = []) =>
  tinderToInput({ positive, negative, skipped, queue });

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const card = () => screen.findByTestId('persona-card');
const cardName = async () => within(await card()).getByRole('heading', { level: 2 }).textContent;
const myUsers = () => screen.getByRole('region', { name: 'My Users' });
const savedInput = (state: QualifyState) => state.inputs[STEP.userTinder] as Schemas['TinderInput'] | undefined;
const names = (list: Persona[] | undefined) => (list ?? []).map((p) => p.name);
const closeInstructions = async () =>
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Instructions' })).getByRole('button', { name: 'Go ahead' }),
  );

describe('User Tinder step', () => {
  it('with nothing saved shows the instructions and loads the potential users from the Basic Idea', async () => {
    const { api, state } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Instructions' });
    expect(within(dialog).getByText('Users versus anti-users')).toBeTruthy();
    await closeInstructions();
    expect(await cardName()).toBe('Mara Jensen');
    expect(
      screen.getByText('Please classify ALL potential target users by clicking the green or red buttons.'),
    ).toBeTruthy();
    const prompt = api.callsTo('POST /aiservice/airesponse')[0]?.body as Schemas['AiStepRequest'];
    expect(prompt).toMatchObject({ stepId: STEP.userTinder, promptType: 'STEP_PROMPT', stepPromptNumber: 1 });
    expect(prompt.content).toContain('Working parents on night shifts');
    const shown = await card();
    expect(within(shown).getByText('Nurse on night shifts')).toBeTruthy();
    expect(within(shown).getByText('Works nights, two kids.')).toBeTruthy();
    expect(within(shown).getByText('Reliability')).toBeTruthy();
    expect(shown.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/assets\/personas\/persona-adaptive-pragmatic-female-[12]\.svg$/,
    );
    expect(within(shown).getByText('4 potential users left')).toBeTruthy();
    // The loaded queue is the saved input, so a reload finds the same personas.
    await waitFor(() => expect(names(savedInput(state)?.queuedPersonas)).toEqual(names(PERSONAS)));
    expect(screen.queryByRole('region', { name: 'Main Persona' })).toBeNull();
  });

  it('sorts by match, no match and skip; a thumbnail goes back to the front of the queue', async () => {
    const { state } = open({ inputs: { [STEP.userTinder]: savedTinder([], [], [], PERSONAS) } });
    expect(await cardName()).toBe('Mara Jensen');
    fireEvent.click(button('Match'));
    expect(await cardName()).toBe('Tom Berger');
    fireEvent.click(button('No match'));
    expect(await cardName()).toBe('Ilse Vogt');
    fireEvent.click(button('Skip'));
    expect(await cardName()).toBe('Sam Okoro');
    expect(within(myUsers()).getByText('Match (1)')).toBeTruthy();
    expect(within(myUsers()).getByText('No match (1)')).toBeTruthy();
    await waitFor(() => {
      const input = savedInput(state);
      expect(names(input?.positivePersonas)).toEqual(['Mara Jensen']);
      expect(names(input?.negativePersonas)).toEqual(['Tom Berger']);
      expect(names(input?.skippedPersonas)).toEqual(['Ilse Vogt']);
      expect(names(input?.queuedPersonas)).toEqual(['Sam Okoro']);
    });

    fireEvent.click(within(myUsers()).getByRole('button', { name: 'Take back Tom Berger (no match)' }));
    expect(await cardName()).toBe('Tom Berger');
    expect(within(myUsers()).queryByText(/No match/)).toBeNull();
    await waitFor(() => expect(names(savedInput(state)?.queuedPersonas)).toEqual(['Tom Berger', 'Sam Okoro']));
  });

  it('Show Skipped opens the Skipped Users dialog; Done adds the verdicts and leaves the rest skipped', async () => {
    open({ inputs: { [STEP.userTinder]: savedTinder([MARA], [], [TOM, ILSE], [SAM]) } });
    await card();
    fireEvent.click(button('Show Skipped (2)'));
    const dialog = await screen.findByRole('dialog', { name: 'Skipped Users' });
    expect(within(dialog).getByText('Works from home and travels for work.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Match: Tom Berger' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skipped Users' })).toBeNull());
    expect(within(myUsers()).getByText('Match (2)')).toBeTruthy();
    expect(button('Show Skipped (1)')).toBeTruthy();
  });

  it('the Skipped Users dialog says so when nobody was skipped', async () => {
    open({ inputs: { [STEP.userTinder]: savedTinder([MARA], [], [TOM], [SAM]) } });
    await card();
    fireEvent.click(button('Show Skipped (1)'));
    const dialog = await screen.findByRole('dialog', { name: 'Skipped Users' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No match: Tom Berger' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show Skipped/ })).toBeNull());
    expect(within(myUsers()).getByText('No match (1)')).toBeTruthy();
  });

  it('with the queue empty and nobody accepted, Save result gives the alert', async () => {
    const { api } = open({ inputs: { [STEP.userTinder]: savedTinder([], PERSONAS) } });
    await screen.findByText('All potential users sorted. move on with next step');
    fireEvent.click(button('Save result'));
    expect(await expectSnackbar('Nobody accepted yet', 'Please select at least one positive persona.')).toBe('warning');
    expect(api.callsTo('POST /knowledgehub/trackresult')).toHaveLength(0);
  });

  it('several accepted: Prioritize-user asks which comes first, then the save proceeds with it as main persona', async () => {
    const { api, state } = open({ inputs: { [STEP.userTinder]: savedTinder([MARA, TOM], [ILSE, SAM]) } });
    await screen.findByText('All potential users sorted. move on with next step');
    expect(button('Next Step').disabled).toBe(true);
    fireEvent.click(button('Save result'));
    const dialog = await screen.findByRole('dialog', { name: 'Prioritize users' });
    expect(within(dialog).getByText('We need to prioritize your results before moving on.')).toBeTruthy();
    expect(within(dialog).getByText("Don't worry, you can revisit your choice later.")).toBeTruthy();
    const goAhead = within(dialog).getByRole('button', { name: 'Go ahead' }) as HTMLButtonElement;
    expect(goAhead.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Tom Berger' }));
    expect(goAhead.disabled).toBe(false);
    fireEvent.click(goAhead);

    // The fixture round still has its default title: the save names it and says so.
    await expectSnackbar(
      'Success',
      'Your idea is now called “Tom Berger”, after its first result. To change it, choose Rename in the idea’s menu on your dashboard.',
    );
    const stored = api.callsTo('POST /rounds/{roundId}/results')[0]?.body as Schemas['StepResultCreate'];
    const result = stored.result as Schemas['TinderResult'];
    expect(result.main_persona.name).toBe('Tom Berger');
    expect(typeof result.main_persona.created).toBe('number');
    expect(result.accepted_users).toEqual(['Tom Berger — Software developer', 'Mara Jensen — Nurse on night shifts']);
    expect(result.rejected_users).toHaveLength(2);
    expect(names(savedInput(state)?.positivePersonas)).toEqual(['Tom Berger', 'Mara Jensen']);
    await waitFor(() => expect(button('Next Step').disabled).toBe(false));
    expect(screen.getByTestId('main-persona-name').textContent).toBe('Tom Berger');
  });

  it('one accepted saves at once; a saved result asks before it is replaced', async () => {
    const saved = tinderResultOf(MARA);
    const { api } = open({
      inputs: { [STEP.userTinder]: savedTinder([MARA], [TOM, ILSE, SAM]) },
      results: [saved.result],
      files: [saved.file],
    });
    await screen.findByText('All potential users sorted. move on with next step');
    fireEvent.click(button('Save result'));
    const confirm = await screen.findByRole('dialog', { name: 'Replace result' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    // The fixture round still has its default title: the save names it and says so.
    await expectSnackbar(
      'Success',
      'Your idea is now called “Mara Jensen”, after its first result. To change it, choose Rename in the idea’s menu on your dashboard.',
    );
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')[0]?.params.fileId).toBe(
      'f-tinder',
    );
  });

  it('a saved input with its result reloads: the main persona shows and Next is enabled', async () => {
    const saved = tinderResultOf(MARA);
    open({
      inputs: { [STEP.userTinder]: savedTinder([MARA], [TOM, ILSE, SAM]) },
      results: [saved.result],
      files: [saved.file],
    });
    const main = await screen.findByRole('region', { name: 'Main Persona' });
    expect(within(main).getByText('Mara Jensen')).toBeTruthy();
    expect(within(main).getByText('Nurse on night shifts')).toBeTruthy();
    await waitFor(() => expect(button('Next Step').disabled).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Instructions' })).toBeNull();

    // Taking a sorted persona back means the saved result no longer matches: Next waits for the next save.
    fireEvent.click(within(myUsers()).getByRole('button', { name: 'Take back Ilse Vogt (no match)' }));
    expect(await cardName()).toBe('Ilse Vogt');
    expect(button('Next Step').disabled).toBe(true);
  });

  it('when the saved main persona is no longer accepted, the alert shows and its files are deleted', async () => {
    const saved = tinderResultOf(SAM);
    const { api, state } = open({
      inputs: { [STEP.userTinder]: savedTinder([MARA], [TOM, ILSE, SAM]) },
      results: [saved.result],
      files: [saved.file],
    });
    const alert = await screen.findByRole('dialog', { name: 'Your main persona is no longer there' });
    expect(within(alert).getByText(/Its files were deleted/)).toBeTruthy();
    await waitFor(() => expect(state.files).toHaveLength(0));
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await screen.findByText('All potential users sorted. move on with next step');
    expect(screen.queryByRole('region', { name: 'Main Persona' })).toBeNull();
    await waitFor(() => expect(button('Next Step').disabled).toBe(true));
  });

  it('a result without any saved sorting also alerts, and the personas are loaded anew', async () => {
    const saved = tinderResultOf(MARA);
    const { api } = open({ results: [saved.result], files: [saved.file] });
    const alert = await screen.findByRole('dialog', { name: 'Your main persona is no longer there' });
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await cardName()).toBe('Mara Jensen');
    expect(promptsOf(api, STEP.userTinder)).toEqual([1]);
  });

  it('Reset & Start Again clears the lists, deletes the result file and loads the personas anew', async () => {
    const saved = tinderResultOf(MARA);
    const { api, state } = open({
      inputs: { [STEP.userTinder]: savedTinder([MARA], [TOM, ILSE, SAM]) },
      results: [saved.result],
      files: [saved.file],
    });
    await screen.findByText('All potential users sorted. move on with next step');
    fireEvent.click(button('Reset & Start Again'));
    const confirm = await screen.findByRole('dialog', { name: 'Reset & Start Again' });
    expect(
      within(confirm).getByText('Do you really want to reset your Data? All Files and Memory-Data will be deleted.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await cardName()).toBe('Mara Jensen');
    expect(state.files).toHaveLength(0);
    expect(within(myUsers()).getByText('Nobody sorted yet. Your matches and no matches appear here.')).toBeTruthy();
    // A Reset asks for the next set of people (the same idea would otherwise meet the same ones again).
    expect(promptsOf(api, STEP.userTinder)).toEqual([2]);
    await waitFor(() => expect(names(savedInput(state)?.queuedPersonas)).toHaveLength(4));
  });

  it('Show full persona lists every field under its heading', async () => {
    open({ inputs: { [STEP.userTinder]: savedTinder([], [], [], PERSONAS) } });
    await card();
    fireEvent.click(button('Show full persona'));
    const dialog = await screen.findByRole('dialog', { name: 'PERSONA' });
    for (const heading of ['Name', 'Short summary', 'Values', 'Pain points', 'Demographics', 'Favourite app']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(dialog).getByRole('heading', { name: 'Gender' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Image' })).toBeNull();
    expect(within(dialog).getByText('No trusted sitter at short notice').closest('li')).toBeTruthy();
  });
});
