import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import {
  type InterviewsState,
  interviewHandlers,
  makeInterview,
  NO_INSIGHTS,
} from '../../../test/interviewsTestServer';
import { PERSONAS, qualifyServer, tinderResultOf } from '../../../test/qualifyTestServer';
import { renderApp } from '../../../test/render';
import { renderWithApi } from '../../../test/renderWithApi';
import { QUALIFY, STEP, TRACK_ID } from '../../../test/trackFixtures';
import { localToday } from './AddInterviewDialog';
import { InterviewsPanel } from './InterviewsPanel';

const PAIN = 'Dog walkers cancel at the last minute';
const OTHER_PAIN = 'Walks are too expensive for a daily routine';
const QUOTE = 'Last week two walkers cancelled at the last minute.';

function withRecords(): InterviewsState {
  const anna = makeInterview({
    id: 'int-anna',
    role: 'ICU nurse',
    persona: 'Mia Roth',
    fileName: 'anna.docx',
    analysis: { quotes: [QUOTE], confirmedPains: [PAIN], contradictedPains: [OTHER_PAIN], surprises: [] },
  });
  const jonas = makeInterview({ id: 'int-jonas', role: 'Paramedic', heldOn: '2026-01-10' });
  return {
    records: [anna, jonas],
    insights: {
      interviewCount: 2,
      coreProblem: null,
      confirmed: [
        {
          pain: PAIN,
          interviewIds: ['int-anna', 'int-jonas'],
          quotes: [{ text: QUOTE, interviewId: 'int-anna' }],
        },
      ],
      contradicted: [{ pain: OTHER_PAIN, interviewIds: ['int-anna'], quotes: [] }],
      surprises: [{ text: 'Her worry is the insurance.', interviewId: 'int-anna' }],
    },
  };
}

function open(state: InterviewsState = { records: [], insights: NO_INSIGHTS }, language: 'en' | 'de' = 'en') {
  const api = fakeApi(interviewHandlers(state));
  const view = renderWithApi(<InterviewsPanel roundId="r-1" personas={['Mia Roth', 'Tom Berg']} />, {
    api,
    store: storeIn(language),
  });
  return { ...view, api, state };
}

const dialog = () => screen.findByRole('dialog', { name: 'Add interview' });
const posts = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('POST /rounds/{roundId}/interviews').map((call) => call.body as Schemas['InterviewCreate']);

describe('Real interviews panel', () => {
  it('shows each pain confirmed or contradicted by how many real interviews, with quotes and surprises', async () => {
    open(withRecords());
    const confirmed = await screen.findByRole('listitem', { name: PAIN });
    expect(within(confirmed).getByText('Confirmed by 2 real interviews')).toBeTruthy();
    expect(within(confirmed).getByText(`“${QUOTE}”`)).toBeTruthy();
    const contradicted = screen.getByRole('listitem', { name: OTHER_PAIN });
    expect(within(contradicted).getByText('Contradicted by 1 real interview')).toBeTruthy();
    expect(screen.getByTestId('interview-surprise').textContent).toBe('“Her worry is the insurance.”');
    const records = screen.getAllByTestId('interview-record');
    expect(records).toHaveLength(2);
    expect(records[0]!.getAttribute('aria-label')).toContain('ICU nurse · like Mia Roth · anna.docx');
    expect(screen.getByText('2 recorded interviews')).toBeTruthy();
  });

  it('records pasted notes after checking what is required, and lists the new record', async () => {
    const { api } = open();
    expect(await screen.findByText(/No interviews recorded yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add interview' }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    expect(await within(form).findByText('Paste the notes of the conversation.')).toBeTruthy();
    expect(within(form).getByText('Say who the conversation was with.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Walkers cancel at the last minute.' } });
    fireEvent.change(within(form).getByLabelText(/Who was it with/), { target: { value: 'Nurse' } });
    fireEvent.change(within(form).getByLabelText('When did it take place?'), { target: { value: '2999-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    expect(await within(form).findByText('The date lies in the future.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('When did it take place?'), { target: { value: '2026-02-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add interview' })).toBeNull());
    expect(posts(api)).toEqual([{ notes: 'Walkers cancel at the last minute.', role: 'Nurse', heldOn: '2026-02-01' }]);
    expect(await screen.findByRole('listitem', { name: /Nurse/ })).toBeTruthy();
    expect(api.callsTo('GET /rounds/{roundId}/interviews').length).toBeGreaterThanOrEqual(2);
  });

  it('uploads a .docx as base64 with its name, today by default, and refuses other files before sending', async () => {
    const { api } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add interview' }));
    const form = await dialog();
    fireEvent.click(within(form).getByText('Upload a file'));
    const input = (await waitFor(() => {
      const found = form.querySelector('input[type="file"]');
      expect(found).toBeTruthy();
      return found;
    })) as HTMLInputElement;
    expect(input.accept).toBe('.txt,.docx');
    fireEvent.change(within(form).getByLabelText(/Who was it with/), { target: { value: 'Baker' } });

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    expect(await within(form).findByText('Only .txt and .docx files can be read.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(1_000_001)], 'big.txt')] } });
    expect(await within(form).findByText('The file is larger than 1 MB.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['PK docx bytes'], 'anna.docx')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]).toEqual({
      document: { fileName: 'anna.docx', data: btoa('PK docx bytes') },
      role: 'Baker',
      heldOn: localToday(),
    });
  });

  it('sends the persona chosen from the round’s personas', async () => {
    const { api } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add interview' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Walks are expensive.' } });
    fireEvent.change(within(form).getByLabelText(/Who was it with/), { target: { value: 'Pilot' } });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Resembles the persona' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tom Berg' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]).toMatchObject({ persona: 'Tom Berg', role: 'Pilot' });
  });

  it('keeps the dialog open with what was entered when the server refuses', async () => {
    const api = fakeApi({
      ...interviewHandlers(),
      'POST /rounds/{roundId}/interviews': () => ({
        status: 413,
        body: { code: 'fileTooLarge', msg: { headline: 'File too big', text: 'At most 1,000,000 bytes.' } },
      }),
    });
    renderWithApi(<InterviewsPanel roundId="r-1" personas={[]} />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Add interview' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Walks are expensive.' } });
    fireEvent.change(within(form).getByLabelText(/Who was it with/), { target: { value: 'Pilot' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add interview' }));
    await expectSnackbar('File too big', 'At most 1,000,000 bytes.');
    expect(screen.getByRole('dialog', { name: 'Add interview' })).toBeTruthy();
    expect((within(form).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Walks are expensive.');
  });

  it('deletes a record only after confirmation', async () => {
    const { api } = open(withRecords());
    const record = await screen.findByRole('listitem', { name: /Paramedic/ });
    fireEvent.click(within(record).getByRole('button', { name: 'Delete interview' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete interview' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /rounds/{roundId}/interviews/{interviewId}')).toEqual([]);

    fireEvent.click(within(record).getByRole('button', { name: 'Delete interview' }));
    const again = await screen.findByRole('dialog', { name: 'Delete interview' });
    expect(within(again).getByText(/Delete the interview with Paramedic\?/)).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Paramedic/ })).toBeNull());
    expect(api.callsTo('DELETE /rounds/{roundId}/interviews/{interviewId}')[0]?.params.interviewId).toBe('int-jonas');
  });

  it('speaks German', async () => {
    open(withRecords(), 'de');
    const confirmed = await screen.findByRole('listitem', { name: PAIN });
    expect(within(confirmed).getByText('Bestätigt durch 2 echte Interviews')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: OTHER_PAIN })).getByText('Widerlegt durch 1 echtes Interview'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Echte Interviews' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Interview hinzufügen' })).toBeTruthy();
  });

  it('is shown in the User Insight Mapping step, offering the round’s personas', async () => {
    const main = PERSONAS[0]!;
    const tinder = tinderResultOf(main);
    const { api } = qualifyServer({ results: [tinder.result], files: [tinder.file] });
    renderApp(`/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.insightMapping}&roundId=r-1`, { api });
    const panel = await screen.findByRole('region', { name: 'Real interviews' });
    expect(api.callsTo('GET /rounds/{roundId}/interviews')[0]?.params.roundId).toBe('r-1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add interview' }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('combobox', { name: 'Resembles the persona' }));
    expect(await screen.findByRole('option', { name: main.name })).toBeTruthy();
  });
});
