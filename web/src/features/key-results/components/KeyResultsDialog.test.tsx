import { CANVAS_BLOCKS, CANVAS_ID, LANDING_PAGE_ID, LANDING_RESULT_NAME, REPORTS_STREAM } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, file, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import { LANDING_PAGE } from '../../../test/landingFixtures';
import { renderApp } from '../../../test/render';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  makeUserTrack,
  QUALIFY,
  resultsOf,
  STEP,
  sessionApi,
} from '../../../test/trackFixtures';

const idea = {
  name: 'Solar Kiosk',
  tagline: 'Power where the tents are',
  key_features: ['Rent-a-battery', 'Pay by phone'],
  target_group: 'Campsite owners',
  value_proposition: 'Charged devices without a generator.',
  details: { price_per_day: 4, seasonal: true, extra_notes: null },
};

function withIdea(handlers: Handlers = {}, track: Partial<Schemas['UserTrack']> = {}) {
  const basic = makeStepResult(STEP.basicIdea, idea, { fileId: 'f-idea', stepIndex: 0, name: 'basicIdea' });
  const report = makeStepResult(
    'competitor',
    { summary: 'Three rivals' },
    { streamId: 'export_reports', name: 'Competitor Report' },
  );
  const tracks = [
    makeUserTrack({
      roundId: 'r-1',
      name: 'Kiosk',
      results: [...resultsOf(basic), { streamId: 'export_reports', stepResults: [report] }],
      ...track,
    }),
  ];
  const api = sessionApi({
    'GET /streams/usertracks': () => ok(tracks),
    'GET /knowledgehub/trackresult/{roundId}': () =>
      ok([makeResultFile({ fileId: 'f-idea', fileName: 'Basic Idea - Solar Kiosk.pdf' })]),
    ...handlers,
  });
  return renderApp('/home', { api });
}

async function openKeyResults() {
  const row = await screen.findByRole('article', { name: 'Kiosk' });
  fireEvent.click(within(row).getByRole('button', { name: 'Key Results' }));
  return screen.getByRole('dialog', { name: 'Key Results' });
}

const entry = (id: string) => screen.getByTestId(`key-result-${id}`);
const action = (id: string) => within(entry(id)).queryByRole('button');

async function openPreview() {
  await openKeyResults();
  fireEvent.click(within(entry('elevatorPitch')).getByRole('button', { name: 'Show' }));
  return screen.getByRole('dialog', { name: 'Elevator Pitch' });
}

describe('Key Results dialog', () => {
  it('lists Qualify, Validate and Ship with Show, Create or Coming Soon per entry', async () => {
    withIdea();
    const dialog = await openKeyResults();
    const sections = within(dialog).getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Qualify', 'Validate', 'Ship']);
    const rows = (section: HTMLElement) =>
      within(section)
        .getAllByTestId(/^key-result-/)
        .map((row) => {
          const button = within(row).queryByRole('button') as HTMLButtonElement | null;
          const label = row.firstElementChild?.textContent;
          if (!button) return [label, row.lastElementChild?.textContent];
          return [label, button.textContent, button.disabled ? 'disabled' : 'enabled'];
        });
    expect(rows(sections[0]!)).toEqual([
      ['Elevator Pitch', 'Show', 'enabled'],
      ['Main Persona', 'Show', 'disabled'],
      ['User Empathy Map', 'Show', 'disabled'],
      ['Landing Page (Optional)', 'Create', 'enabled'],
    ]);
    expect(rows(sections[1]!)).toEqual([
      ['Market Potential Report', 'Create', 'enabled'],
      ['Competitor Report', 'Show', 'enabled'],
      ['User Validation Report', 'Create', 'enabled'],
      ['Mentor Feedback Report', 'Create', 'enabled'],
    ]);
    expect(rows(sections[2]!)).toEqual([
      ['Business Model DNA', 'Show', 'disabled'],
      ['Business Plan', 'Coming Soon'],
      ['Go-To-Market Strategy', 'Coming Soon'],
      ['Product Roadmap', 'Coming Soon'],
    ]);
  });

  it('shows Main Persona and User Empathy Map once their steps have results', async () => {
    withIdea(
      {},
      {
        results: resultsOf(
          makeStepResult(STEP.userTinder, { name: 'Lena' }),
          makeStepResult(STEP.insightMapping, { hears: ['Noise'] }),
        ),
      },
    );
    await openKeyResults();
    expect((action('mainPersona') as HTMLButtonElement).disabled).toBe(false);
    expect((action('userEmpathyMap') as HTMLButtonElement).disabled).toBe(false);
    expect((action('elevatorPitch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Business Model DNA once the canvas is stored, in the canvas view', async () => {
    const canvas = Object.fromEntries(
      CANVAS_BLOCKS.map((key) => [key, [{ text: `Entry of ${key}`, origin: 'ai', source: null }]]),
    );
    const stored = makeStepResult(CANVAS_ID, canvas, { streamId: REPORTS_STREAM, name: 'canvas' });
    withIdea({}, { results: [{ streamId: REPORTS_STREAM, stepResults: [stored] }] });
    await openKeyResults();
    const show = action('businessModelDna') as HTMLButtonElement;
    expect([show.textContent, show.disabled]).toEqual(['Show', false]);
    fireEvent.click(show);
    const preview = screen.getByRole('dialog', { name: 'Business Model DNA' });
    expect(within(preview).getByTestId('canvas').textContent).toContain('Entry of valuePropositions');
  });
});

describe('Key Results: the landing page', () => {
  const stored = () =>
    makeStepResult(LANDING_PAGE_ID, LANDING_PAGE, { streamId: REPORTS_STREAM, name: LANDING_RESULT_NAME });

  /** A round with an idea whose results change when the landing page is stored. */
  function landingRound(handlers: Handlers = {}, results: Schemas['StepResult'][] = []) {
    const basic = makeStepResult(STEP.basicIdea, idea, { fileId: 'f-idea', stepIndex: 0, name: 'basicIdea' });
    let reports = results;
    const api = sessionApi({
      'GET /streams/usertracks': () =>
        ok([
          makeUserTrack({
            roundId: 'r-1',
            name: 'Kiosk',
            results: [
              ...resultsOf(basic),
              ...(reports.length ? [{ streamId: REPORTS_STREAM, stepResults: reports }] : []),
            ],
          }),
        ]),
      'GET /knowledgehub/trackresult/{roundId}': () => ok([]),
      'POST /rounds/{roundId}/results': (call) => {
        const body = call.body as Schemas['StepResultCreate'];
        const saved = makeStepResult(body.stepId, body.result, { streamId: body.streamId, name: body.name });
        reports = [saved];
        return ok(saved);
      },
      ...handlers,
    });
    return renderApp('/home', { api });
  }

  it('Show opens a stored landing page in the landing page preview', async () => {
    landingRound({}, [stored()]);
    await openKeyResults();
    const show = within(entry('landingPage')).getByRole('button', { name: 'Show' });
    fireEvent.click(show);
    const preview = await screen.findByRole('dialog', { name: 'Landing page preview' });
    const page = within(preview).getByTestId('landing-preview');
    expect(page.textContent).toContain(LANDING_PAGE.heroHeadline);
    expect(page.textContent).toContain(LANDING_PAGE.serviceCard3Description);
    fireEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Landing page preview' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Key Results' })).toBeTruthy();
  });

  it('Create generates and stores the landing page at once, shows it, and the entry then offers Show', async () => {
    const { api, currentPath } = landingRound({
      'POST /aiservice/standalone': () => ok({ promptResult: LANDING_PAGE, provider: 'offline' }),
    });
    await openKeyResults();
    fireEvent.click(within(entry('landingPage')).getByRole('button', { name: 'Create' }));

    const preview = await screen.findByRole('dialog', { name: 'Landing page preview' });
    expect(within(preview).getByTestId('landing-preview').textContent).toContain(LANDING_PAGE.finalCTAButton);
    expect(api.callsTo('POST /aiservice/standalone')[0]?.body).toEqual({
      promptId: 'CREATE_LP_DATA_INTERN',
      userInput: '',
      roundId: 'r-1',
    });
    expect(api.callsTo('POST /rounds/{roundId}/results').map((c) => [c.params.roundId, c.body])).toEqual([
      [
        'r-1',
        {
          streamId: REPORTS_STREAM,
          stepId: LANDING_PAGE_ID,
          name: LANDING_RESULT_NAME,
          result: LANDING_PAGE,
          stepIndex: 0,
        },
      ],
    ]);
    // The round is asked again, so its results hold the landing page.
    await waitFor(() => expect(api.callsTo('GET /streams/usertracks').length).toBeGreaterThan(1));
    expect(currentPath()).toBe('/home');

    fireEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Landing page preview' })).toBeNull());
    const show = within(entry('landingPage')).getByRole('button', { name: 'Show' });
    fireEvent.click(show);
    expect(await screen.findByRole('dialog', { name: 'Landing page preview' })).toBeTruthy();
  });

  it("shows 'One of the required steps is missing.' when the server refuses the landing page", async () => {
    const { api } = landingRound({
      'POST /aiservice/standalone': () =>
        fail(422, 'requiredStepMissing', 'Error', 'One of the required steps is missing.'),
    });
    await openKeyResults();
    fireEvent.click(within(entry('landingPage')).getByRole('button', { name: 'Create' }));
    expect(await expectSnackbar('Error', 'One of the required steps is missing. Try to reload the page.')).toBe(
      'error',
    );
    expect(api.callsTo('POST /rounds/{roundId}/results')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Landing page preview' })).toBeNull();
    const create = within(entry('landingPage')).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(false);
  });
});

describe('result preview', () => {
  it('shows the name and the nested data: sections for keys, lists for arrays, text for scalars', async () => {
    withIdea();
    const preview = await openPreview();
    const headings = within(preview)
      .getAllByRole('heading')
      .map((h) => [h.tagName, h.textContent]);
    expect(headings).toEqual([
      ['H2', 'Elevator Pitch'],
      ['H3', 'Name'],
      ['H3', 'Tagline'],
      ['H3', 'Key features'],
      ['H3', 'Target group'],
      ['H3', 'Value proposition'],
      ['H3', 'Details'],
      ['H4', 'Price per day'],
      ['H4', 'Seasonal'],
      ['H4', 'Extra notes'],
    ]);
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rent-a-battery', 'Pay by phone']);
    expect(within(preview).getByText('Solar Kiosk')).toBeTruthy();
    expect(within(preview).getByText('4')).toBeTruthy();
    expect(within(preview).getByText('Yes')).toBeTruthy();
    expect(within(preview).getByText('—')).toBeTruthy();
  });

  it('copies the result as whiteboard rows (EXPORT_MIRO, from the first pipe) to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { api } = withIdea({
      'POST /aiservice/clean-airesponse': () =>
        ok({ promptResult: 'The idea card:\n| Name | Solar Kiosk | Johnny |', provider: 'offline' }),
    });
    const preview = await openPreview();
    fireEvent.click(within(preview).getByRole('button', { name: 'Whiteboard export' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('| Name | Solar Kiosk | Johnny |'));
    expect(api.callsTo('POST /aiservice/clean-airesponse')[0]?.body).toMatchObject({
      promptId: 'EXPORT_MIRO',
      content: idea,
    });
    await expectSnackbar('Exported', 'Data saved in Clipboard. Use "Ctrl+V" on Miro.');
  });

  it("Save writes the edited values back as the step's result, renders its PDF again and shows them", async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation((_blob: Blob | MediaSource) => 'blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const oldFile = makeResultFile({ fileId: 'f-idea', fileName: 'Basic Idea - Solar Kiosk.pdf' });
    const newFile = makeResultFile({ fileId: 'f-new', fileName: 'Sun Kiosk.pdf' });
    const basic = makeStepResult(STEP.basicIdea, idea, { fileId: 'f-idea', stepIndex: 0, name: 'basicIdea' });
    const { api } = withIdea({
      'GET /rounds/{roundId}/track': () => ok(makeTrackData({ roundId: 'r-1', files: [oldFile] }, [basic])),
      'POST /knowledgehub/trackresult': () =>
        ok({ filedata: { id: 'f-new', identifer: newFile.fileName, file: newFile } }),
      'POST /rounds/{roundId}/results': (call) => {
        const body = call.body as Schemas['StepResultCreate'];
        return ok(makeStepResult(body.stepId, body.result, { fileId: body.fileId ?? null, streamId: body.streamId }));
      },
      'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () => ok({ success: true }),
      'GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () =>
        file('%PDF-1.7 sun', 'application/pdf', 'Sun Kiosk.pdf'),
    });
    const preview = await openPreview();
    fireEvent.click(within(preview).getByRole('button', { name: 'Edit' }));
    expect(within(preview).queryByRole('button', { name: 'PDF' })).toBeNull();
    fireEvent.change(within(preview).getByLabelText('Name'), { target: { value: 'Sun Kiosk' } });
    fireEvent.change(within(preview).getByLabelText('Key features 2'), { target: { value: 'Pay by card' } });
    fireEvent.change(within(preview).getByLabelText('Price per day'), { target: { value: '5' } });
    fireEvent.click(within(preview).getByLabelText('Seasonal'));
    fireEvent.click(within(preview).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(preview).queryByRole('button', { name: 'Save' })).toBeNull());
    const expected = {
      ...idea,
      name: 'Sun Kiosk',
      key_features: ['Rent-a-battery', 'Pay by card'],
      details: { price_per_day: 5, seasonal: false, extra_notes: null },
    };
    // A new PDF from the edited values (titled by the card's name, in the round's project), the result pointing
    // to it, and only then the old file deleted.
    const changes = api.calls.filter((c) => c.method !== 'GET' && !c.path.startsWith('/auth/')).map((c) => c.key);
    expect(changes).toEqual([
      'POST /knowledgehub/trackresult',
      'POST /rounds/{roundId}/results',
      'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}',
    ]);
    expect(api.callsTo('POST /knowledgehub/trackresult')[0]?.body).toEqual({
      roundId: 'r-1',
      name: 'Sun Kiosk',
      data: expected,
      type: 'basic_idea',
      projectId: 'p-1',
      currentStepNr: 1,
      stepId: STEP.basicIdea,
    });
    expect(api.callsTo('POST /rounds/{roundId}/results').map((c) => [c.params.roundId, c.body])).toEqual([
      [
        'r-1',
        {
          streamId: QUALIFY,
          stepId: STEP.basicIdea,
          name: 'basicIdea',
          result: expected,
          stepIndex: 0,
          fileId: 'f-new',
        },
      ],
    ]);
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')[0]?.params).toEqual({
      roundId: 'r-1',
      fileId: 'f-idea',
      fileName: 'Basic Idea - Solar Kiosk.pdf',
    });
    expect(within(preview).getByText('Sun Kiosk')).toBeTruthy();
    expect(within(preview).getByText('Pay by card')).toBeTruthy();
    await expectSnackbar('Result saved', 'Your changes are saved and the PDF is updated.');

    // The PDF button now downloads the new file.
    fireEvent.click(within(preview).getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(api.callsTo('GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')[0]?.params).toEqual({
        roundId: 'r-1',
        fileId: 'f-new',
        fileName: 'Sun Kiosk.pdf',
      }),
    );

    // The dashboard keeps the saved result: the preview opened again shows it.
    fireEvent.click(within(preview).getByRole('button', { name: 'Close' })); // one Close: the footer's, no X beside it
    fireEvent.click(within(entry('elevatorPitch')).getByRole('button', { name: 'Show' }));
    expect(within(screen.getByRole('dialog', { name: 'Elevator Pitch' })).getByText('Sun Kiosk')).toBeTruthy();
  });

  it('Cancel discards the edits and rebuilds the view from the saved result', async () => {
    const { api } = withIdea();
    const preview = await openPreview();
    fireEvent.click(within(preview).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(preview).getByLabelText('Tagline'), { target: { value: 'Changed' } });
    fireEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(within(preview).queryByRole('textbox')).toBeNull();
    expect(within(preview).getByText('Power where the tents are')).toBeTruthy();
    expect(within(preview).queryByText('Changed')).toBeNull();
    fireEvent.click(within(preview).getByRole('button', { name: 'Edit' }));
    expect((within(preview).getByLabelText('Tagline') as HTMLTextAreaElement).value).toBe('Power where the tents are');
    expect(api.callsTo('POST /rounds/{roundId}/results')).toHaveLength(0);
  });

  it("PDF downloads the step's result file under its name", async () => {
    const createObjectURL = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((_blob: Blob | MediaSource) => 'blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const { api } = withIdea({
      'GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () =>
        file('%PDF-1.7 kiosk', 'application/pdf', 'Basic Idea - Solar Kiosk.pdf'),
    });
    const preview = await openPreview();
    const pdf = within(preview).getByRole('button', { name: 'PDF' }) as HTMLButtonElement;
    await waitFor(() => expect(pdf.disabled).toBe(false));
    fireEvent.click(pdf);
    await waitFor(() => expect(clicked).toEqual(['Basic Idea - Solar Kiosk.pdf blob:pdf']));
    const [call] = api.callsTo('GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}');
    expect(call?.params).toEqual({ roundId: 'r-1', fileId: 'f-idea', fileName: 'Basic Idea - Solar Kiosk.pdf' });
    expect(call?.headers.get('Accept')).toBe('application/pdf');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob | undefined;
    expect(await blob?.text()).toBe('%PDF-1.7 kiosk');
  });

  it('has the PDF button disabled when the result has no file', async () => {
    withIdea({ 'GET /knowledgehub/trackresult/{roundId}': () => ok([]) });
    const preview = await openPreview();
    expect((within(preview).getByRole('button', { name: 'PDF' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
