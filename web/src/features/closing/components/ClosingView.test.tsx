import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_RESULTS,
  type ClosingState,
  closingLink,
  closingServer,
  HOSTED_LINK,
  QUALIFY_RESULTS,
  resultsOf,
  SHARE_LINK,
  VERDICT,
} from '../../../test/closingTestServer';
import { fail, type Handlers, ok, type Schemas, tooManyRequests } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { LANDING_PAGE } from '../../../test/landingFixtures';
import { renderApp } from '../../../test/render';
import {
  makeResultFile,
  makeStepResult,
  makeTrackData,
  QUALIFY,
  STEP,
  TRACK_ID,
  VALIDATE,
} from '../../../test/trackFixtures';
import { SIGNUPS_REFRESH_MS } from '../closing';
import { accountFirstname } from '../hooks/useHostedLanding';

function open(path: string, initial: Partial<ClosingState> = {}, handlers: Handlers = {}, user = makeUser()) {
  const server = closingServer(initial, handlers, user);
  const rendered = renderApp(path, { api: server.api, store: user.lang === 'de' ? storeIn('de') : undefined });
  return { ...rendered, ...server };
}

/** After finishing Qualify: the closing view at Validate, before its start view, closes Qualify. */
const AFTER_QUALIFY = closingLink(VALIDATE);

const outputs = () => screen.findByRole('region', { name: 'Downloadable outputs' });
const optionRow = (name: string) => screen.getByRole('group', { name });
const optionNames = () => screen.getAllByTestId('closing-option').map((row) => row.getAttribute('aria-label'));
const fileCreations = (api: ReturnType<typeof open>['api']) =>
  api.callsTo('POST /knowledgehub/trackresult').map((call) => call.body as Schemas['ResultFileCreate']);

/** The server's answer to a created output file: the file is stored with the round's files. */
function storeOutput(state: ClosingState, body: Schemas['ResultFileCreate']) {
  const file = makeResultFile({
    fileId: `out-${body.closingOptionId}`,
    fileName: `${body.name}.pdf`,
    fileType: `output_${body.type.toLowerCase()}`,
    stepId: body.stepId,
  });
  state.files = [...state.files, file];
  return ok({ filedata: { id: file.fileId, identifer: file.fileName, file } });
}

function stubClipboard(writeText = vi.fn().mockResolvedValue(undefined)) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/** A response the test lets go when it wants to see the state before it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A page published a week ago, viewed once, without sign-ups. */
const PUBLISHED: Schemas['LandingPageConfig'] = {
  id: 'r-1',
  projectId: 'r-1',
  link: HOSTED_LINK,
  step: 4,
  trialDays: 14,
  publishedAt: '2026-11-20T09:00:00.000Z',
  signups: 0,
  views: 1,
};

describe('closing view: outputs', () => {
  it("lists the finished stream's options in orderNr order; Create makes the file and offers its download", async () => {
    const { api } = open(AFTER_QUALIFY);
    await outputs();
    await waitFor(() =>
      expect(optionNames()).toEqual(['Idea Card', 'Main Persona', 'User Empathy Map', 'Whiteboard Export']),
    );
    expect(api.callsTo('GET /aiservice/closingoptions/{streamId}').map((c) => c.params.streamId)).toEqual([QUALIFY]);

    fireEvent.click(within(optionRow('Idea Card')).getByRole('button', { name: 'Create' }));
    expect(await expectSnackbar('File created', 'Idea Card is ready to download.')).toBe('success');
    expect(fileCreations(api)).toEqual([
      {
        roundId: 'r-1',
        name: 'Idea Card',
        data: { summary: `Result of ${STEP.basicIdea}` },
        type: 'basicIdea:CLOSING_STEP_PROMPT',
        output: true,
        closingOptionId: 'qualify-idea-card',
        projectId: 'p-1',
        currentStepNr: 0,
        stepId: 'closing-stream',
      },
    ]);
    // The round's files are asked again: the new file is offered for download in its row.
    const download = await within(optionRow('Idea Card')).findByRole('button', { name: 'Download Idea Card.pdf' });
    expect(download).toBeTruthy();
    expect(within(optionRow('Idea Card')).getByRole('button', { name: 'Create again' })).toBeTruthy();
    expect(within(optionRow('Main Persona')).queryByRole('button', { name: /Download/ })).toBeNull();
    // Only the track's last stream shows the verdict.
    expect(screen.queryByRole('region', { name: 'Verdict' })).toBeNull();
    expect(api.callsTo('GET /rounds/{roundId}/verdict')).toHaveLength(0);
  });

  it("matches an earlier output file by the option's type and offers it at once", async () => {
    open(AFTER_QUALIFY, {
      files: [
        makeResultFile({
          fileId: 'f-9',
          fileName: 'Main Persona.pdf',
          fileType: 'output_usertinder:closing_step_prompt',
          stepId: 'closing-stream',
        }),
      ],
    });
    await outputs();
    expect(
      await within(await screen.findByRole('group', { name: 'Main Persona' })).findByRole('button', {
        name: 'Download Main Persona.pdf',
      }),
    ).toBeTruthy();
    expect(within(optionRow('Idea Card')).queryByTestId('result-file')).toBeNull();
  });

  it('names the missing steps with a link to them, and keeps Create disabled until they have results', async () => {
    const { api } = open(AFTER_QUALIFY, { results: resultsOf(STEP.basicIdea, STEP.insightMapping) });
    const row = await screen.findByRole('group', { name: 'Main Persona' });
    const missing = within(row).getByTestId('closing-option-missing');
    expect(within(missing).getByText('Needs a result of: User Tinder')).toBeTruthy();
    expect(missing.textContent).toContain('User Tinder in Qualify has no result yet.');
    const link = within(missing).getByRole('link', { name: 'Open User Tinder' });
    expect(link.getAttribute('href')).toContain(`stepId=${STEP.userTinder}`);
    expect(within(optionRow('Idea Card')).queryByTestId('closing-option-missing')).toBeNull();
    const create = within(row).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.click(create);
    expect(within(optionRow('Idea Card')).getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
    expect(fileCreations(api)).toEqual([]);
  });

  it("Create all makes every ready file; a failure shows 'File creation failed' and the others are kept", async () => {
    const { api, state } = open(
      AFTER_QUALIFY,
      {},
      {
        'POST /knowledgehub/trackresult': (call) => {
          const body = call.body as Schemas['ResultFileCreate'];
          if (body.name === 'Main Persona') return fail(500, 'internal', 'Server error', 'Something broke.');
          return storeOutput(state, body);
        },
      },
    );
    await outputs();
    fireEvent.click(await screen.findByRole('button', { name: 'Create all' }));
    expect(await expectSnackbar('Error', 'File creation failed')).toBe('error');
    // The PDF outputs in orderNr order; the whiteboard export is not a file.
    expect(fileCreations(api).map((body) => body.name)).toEqual(['Idea Card', 'Main Persona', 'User Empathy Map']);
    expect(await within(optionRow('Idea Card')).findByRole('button', { name: 'Download Idea Card.pdf' })).toBeTruthy();
    expect(
      await within(optionRow('User Empathy Map')).findByRole('button', { name: 'Download User Empathy Map.pdf' }),
    ).toBeTruthy();
    expect(within(optionRow('Main Persona')).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('Create all asks for every file at once and replaces the older files once all are made', async () => {
    const answers: Array<() => void> = [];
    const old = makeResultFile({
      fileId: 'f-old',
      fileName: 'Idea Card.pdf',
      fileType: 'output_basicidea:closing_step_prompt',
      stepId: 'closing-stream',
    });
    const { api, state } = open(
      AFTER_QUALIFY,
      { files: [old] },
      {
        'POST /knowledgehub/trackresult': async (call) => {
          const body = call.body as Schemas['ResultFileCreate'];
          // Held until every file was asked for: made one after the other, the second would never be asked.
          await new Promise<void>((resolve) => answers.push(resolve));
          return storeOutput(state, body);
        },
        'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': (call) => {
          state.files = state.files.filter((file) => file.fileId !== call.params.fileId);
          return ok({ success: true });
        },
      },
    );
    await outputs();
    fireEvent.click(await screen.findByRole('button', { name: 'Create all' }));
    await waitFor(() => expect(answers).toHaveLength(3));
    for (const answer of answers) answer();
    expect(await expectSnackbar('Files created', 'All files of this stream are ready to download.')).toBe('success');
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}').map((c) => c.params)).toEqual([
      { roundId: 'r-1', fileId: 'f-old', fileName: 'Idea Card.pdf' },
    ]);
    expect(state.files.map((file) => file.fileId).sort()).toEqual([
      'out-qualify-empathy-map',
      'out-qualify-idea-card',
      'out-qualify-main-persona',
    ]);
  });

  it('Create all makes the outputs whose steps have results and names the ones still waiting', async () => {
    const { api } = open(AFTER_QUALIFY, { results: resultsOf(STEP.basicIdea, STEP.insightMapping) });
    await outputs();
    fireEvent.click(await screen.findByRole('button', { name: 'Create all' }));
    const text = await screen.findByText(/^Not made yet: /);
    expect(text.textContent).toContain('Main Persona');
    expect(fileCreations(api).map((body) => body.name)).not.toContain('Main Persona');
    expect(fileCreations(api).map((body) => body.name)).toContain('Idea Card');
  });

  it('copies a whiteboard output to the clipboard with the Miro message', async () => {
    const writeText = stubClipboard();
    const { api } = open(AFTER_QUALIFY);
    const row = await screen.findByRole('group', { name: 'Whiteboard Export' });
    fireEvent.click(within(row).getByRole('button', { name: 'Copy for the whiteboard' }));
    expect(await expectSnackbar('Exported', 'Data saved in Clipboard. Use "Ctrl+V" on Miro.')).toBe('info');
    expect(writeText).toHaveBeenCalledWith('| Basic Idea | Sitters on demand |');
    expect(fileCreations(api)).toEqual([]);
  });

  it('shows the Data Error when the stream has no results after polling', async () => {
    open(closingLink(QUALIFY), { results: [] });
    expect(
      await expectSnackbar('Data Error!', 'We could not find any Result for this tream. Try to reload the Page.'),
    ).toBe('error');
    expect(within(screen.getByRole('main')).getByText('Data Error!')).toBeTruthy();
  });
});

describe('closing view: share link', () => {
  it('Copy copies the link, makes the page public and says so; the switch makes it private again', async () => {
    const writeText = stubClipboard();
    const { api } = open(AFTER_QUALIFY);
    const share = await screen.findByRole('region', { name: 'Share your project page' });
    await waitFor(() =>
      expect((within(share).getByLabelText('Project page link') as HTMLInputElement).value).toBe(SHARE_LINK),
    );
    const publicSwitch = within(share).getByRole('switch', { name: /^Public/ }) as HTMLInputElement;
    expect(publicSwitch.checked).toBe(false);

    fireEvent.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(await expectSnackbar('Link copied to clipboard', 'You can now paste it anywhere!')).toBe('success');
    expect(writeText).toHaveBeenCalledWith(SHARE_LINK);
    expect(api.callsTo('PUT /rounds/{roundId}/share').map((c) => c.body)).toEqual([{ shared: true }]);
    await waitFor(() => expect(publicSwitch.checked).toBe(true));

    fireEvent.click(publicSwitch);
    await waitFor(() => expect(publicSwitch.checked).toBe(false));
    expect(api.callsTo('PUT /rounds/{roundId}/share').map((c) => c.body)).toEqual([
      { shared: true },
      { shared: false },
    ]);
  });

  it('checks every address before sending, ignores empty parts and reports how many were sent', async () => {
    const { api } = open(AFTER_QUALIFY);
    const share = await screen.findByRole('region', { name: 'Share your project page' });
    const input = within(share).getByLabelText('Send the link by e-mail');
    const send = within(share).getByRole('button', { name: 'Send' });

    fireEvent.click(send);
    expect(await within(share).findByText('This field is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'mara@example.com, not-an-address' } });
    fireEvent.click(send);
    expect(await within(share).findByText('Please enter valid email addresses, separated by commas')).toBeTruthy();
    expect(api.callsTo('POST /rounds/{roundId}/share/mail')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' mara@example.com, ,tom@example.org, ' } });
    fireEvent.click(send);
    expect(await expectSnackbar('Link sent', 'The link was sent to 2 addresses.')).toBe('success');
    expect(api.callsTo('POST /rounds/{roundId}/share/mail').map((c) => c.body)).toEqual([
      { emails: 'mara@example.com, tom@example.org' },
    ]);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });

  it('shows the rate limit message when the server refuses more mails', async () => {
    open(AFTER_QUALIFY, {}, { 'POST /rounds/{roundId}/share/mail': () => tooManyRequests() });
    const share = await screen.findByRole('region', { name: 'Share your project page' });
    fireEvent.change(within(share).getByLabelText('Send the link by e-mail'), {
      target: { value: 'mara@example.com' },
    });
    fireEvent.click(within(share).getByRole('button', { name: 'Send' }));
    expect(await expectSnackbar('Error', 'Too many requests, please try again later.')).toBe('error');
  });
});

describe('closing view: landing pages', () => {
  const internal = () => screen.getByRole('group', { name: 'Your landing page' });

  it('offers Generate while no page is stored and Open once it is, which shows the preview', async () => {
    const { api, state } = open(AFTER_QUALIFY, {
      results: ALL_RESULTS().filter((r) => r.stepId !== STEP.feedbackCard),
    });
    await screen.findByRole('region', { name: 'Landing page' });
    await waitFor(() =>
      expect(within(internal()).getByTestId('internal-landing-state').textContent).toBe(
        'No landing page generated yet.',
      ),
    );
    const generate = within(internal()).getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    const openButton = within(internal()).getByRole('button', { name: 'Open' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(false);
    expect(openButton.disabled).toBe(true);
    // Publishing waits for the page.
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(generate);
    await waitFor(() => expect(openButton.disabled).toBe(false));
    expect(api.callsTo('POST /aiservice/standalone').map((c) => c.body)).toEqual([
      { promptId: 'CREATE_LP_DATA_INTERN', userInput: '', roundId: 'r-1' },
    ]);
    expect(state.landing).toEqual(LANDING_PAGE);
    expect(within(internal()).getByRole('button', { name: 'Generate again' })).toBeTruthy();

    fireEvent.click(openButton);
    const preview = await screen.findByRole('dialog', { name: 'Landing page preview' });
    expect(within(preview).getByText(LANDING_PAGE.heroHeadline)).toBeTruthy();
  });

  it('says when the stored page was written from an earlier reading of the idea, beside Generate again', async () => {
    const earlier = makeStepResult('landing-page', LANDING_PAGE, {
      streamId: 'export_reports',
      name: 'landingPage',
      writtenFromEarlierFrame: true,
    });
    const { state } = open(
      AFTER_QUALIFY,
      { results: ALL_RESULTS(), landing: LANDING_PAGE },
      {
        // The round's data holds the stored outputs under their own stream, as the server answers it.
        'GET /rounds/{roundId}/track': () => {
          const data = makeTrackData({ lastStreamId: VALIDATE, lastStepId: 'closing-stream' }, state.results);
          return ok({ ...data, streams: [...data.streams, { id: 'export_reports', steps: [], results: [earlier] }] });
        },
      },
    );
    await screen.findByRole('region', { name: 'Landing page' });
    await waitFor(() =>
      expect(within(internal()).getByTestId('internal-landing-state').textContent).toBe('Your landing page is ready.'),
    );
    expect(
      within(internal()).getByText('Written from an earlier reading of your idea — your idea has changed since.'),
    ).toBeTruthy();
    expect(within(internal()).getByRole('button', { name: 'Generate again' })).toBeTruthy();
  });

  it('refuses to generate without the idea, the persona and the core problem', async () => {
    const { api } = open(AFTER_QUALIFY);
    await screen.findByRole('region', { name: 'Landing page' });
    await waitFor(() =>
      expect(within(internal()).getByTestId('internal-landing-state').textContent).toBe(
        'No landing page generated yet.',
      ),
    );
    expect(within(internal()).getByText('Needs a result of: Problem Shadowing')).toBeTruthy();
    // The step comes in the next stream: the view says so and where the way on is, instead of a dead-end error.
    expect(
      within(internal()).getByText(
        'Problem Shadowing comes in Validate: continue with Validate below to work on it, then come back here.',
      ),
    ).toBeTruthy();
    const generate = within(internal()).getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    fireEvent.click(generate);
    expect(screen.queryByTestId('snackbar')).toBeNull();
    expect(api.callsTo('POST /aiservice/standalone')).toHaveLength(0);
  });

  it('shows the server refusal of a missing step as the required-step error', async () => {
    open(
      AFTER_QUALIFY,
      { results: ALL_RESULTS() },
      {
        'POST /aiservice/standalone': () =>
          fail(400, 'requiredStepMissing', 'Error', 'One of the required steps is missing. Try to reload the page.'),
      },
    );
    await screen.findByRole('region', { name: 'Landing page' });
    await waitFor(() =>
      expect(within(internal()).getByTestId('internal-landing-state').textContent).toBe(
        'No landing page generated yet.',
      ),
    );
    fireEvent.click(within(internal()).getByRole('button', { name: 'Generate' }));
    expect(await expectSnackbar('Error', 'One of the required steps is missing. Try to reload the page.')).toBe(
      'error',
    );
    expect((within(internal()).getByRole('button', { name: 'Open' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('publishes through the consent and the information popups: account, then the published page', async () => {
    const account = deferred<void>();
    const publish = deferred<void>();
    const { api, state } = open(
      AFTER_QUALIFY,
      { landing: LANDING_PAGE },
      {
        'POST /userlp_easy2/account': async () => {
          await account.promise;
          state.config = { ...state.config, step: 3, link: HOSTED_LINK };
          return ok({ link: HOSTED_LINK, step: 3 });
        },
        'POST /userlp_easy2/landingPage': async () => {
          await publish.promise;
          state.config = { ...state.config, step: 4, views: 12, signups: 2 };
          state.signups = [
            { email: 'mara@example.com', createdAt: '2026-11-26T10:15:00.000Z' },
            { email: 'tom@example.org', createdAt: '2026-11-25T08:00:00.000Z' },
          ];
          return ok({ link: HOSTED_LINK, step: 4 });
        },
      },
    );
    const hosted = await screen.findByRole('group', { name: 'Publish your landing page' });
    await waitFor(() =>
      expect((within(hosted).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(hosted).getByRole('button', { name: 'Publish' }));

    const consent = await screen.findByRole('dialog', { name: 'Publish your landing page' });
    expect(within(consent).getByText('Your page is free for 14 days.')).toBeTruthy();
    expect(within(consent).getByText(/no automatic charges/)).toBeTruthy();
    expect(within(consent).getByText(/stored for you only/)).toBeTruthy();
    fireEvent.click(within(consent).getByRole('button', { name: 'Accept' }));

    const info = await screen.findByRole('dialog', { name: 'Information shared' });
    expect(within(info).getByText('The texts of your landing page')).toBeTruthy();
    expect(within(info).getByText('Your company name')).toBeTruthy();
    expect(api.callsTo('POST /userlp_easy2/account')).toHaveLength(0);
    fireEvent.click(within(info).getByRole('button', { name: 'Continue' }));

    expect(await within(hosted).findByText('Creating your account…')).toBeTruthy();
    expect(api.callsTo('POST /userlp_easy2/account').map((c) => c.body)).toEqual([
      { email: 'ada@example.com', projectId: 'r-1', firstname: 'Ada' },
    ]);
    account.resolve();
    expect(await within(hosted).findByText('Account ready')).toBeTruthy();
    expect(within(hosted).getByTestId('hosted-link').getAttribute('href')).toBe(HOSTED_LINK);
    publish.resolve();
    expect(await within(hosted).findByText('Published')).toBeTruthy();
    const link = within(hosted).getByTestId('hosted-link');
    expect(link.getAttribute('href')).toBe(HOSTED_LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(api.callsTo('POST /userlp_easy2/landingPage').map((c) => c.body)).toEqual([{ projectId: 'r-1' }]);
    await waitFor(() => expect(within(hosted).getByTestId('hosted-stats').textContent).toBe('12 views · 2 sign-ups'));

    const signups = await screen.findByRole('group', { name: 'Sign-ups' });
    expect(within(signups).getByTestId('signup-count').textContent).toBe('2 sign-ups');
    const rows = await within(signups).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'mara@example.com',
      'tom@example.org',
    ]);
  });

  it('shows a failed publication with Try again, which finishes it', async () => {
    let refuse = true;
    const { api } = open(
      AFTER_QUALIFY,
      { landing: LANDING_PAGE },
      {
        'POST /userlp_easy2/landingPage': () =>
          refuse
            ? fail(503, 'unavailable', 'Unavailable', 'The page could not be published right now.')
            : ok({ link: HOSTED_LINK, step: 4 }),
      },
    );
    const hosted = await screen.findByRole('group', { name: 'Publish your landing page' });
    await waitFor(() =>
      expect((within(hosted).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(hosted).getByRole('button', { name: 'Publish' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Publish your landing page' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Information shared' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(await within(hosted).findByText('Publishing failed')).toBeTruthy();
    expect(within(hosted).getByText('The page could not be published right now.')).toBeTruthy();

    refuse = false;
    fireEvent.click(within(hosted).getByRole('button', { name: 'Try again' }));
    expect(await within(hosted).findByText('Published')).toBeTruthy();
    // The account was made before: Try again only publishes.
    expect(api.callsTo('POST /userlp_easy2/account')).toHaveLength(1);
    expect(api.callsTo('POST /userlp_easy2/landingPage')).toHaveLength(2);
  });

  it('loads a published page with its sign-ups and republishes the current internal page', async () => {
    const { api } = open(AFTER_QUALIFY, {
      landing: LANDING_PAGE,
      config: PUBLISHED,
    });
    const hosted = await screen.findByRole('group', { name: 'Publish your landing page' });
    expect(await within(hosted).findByText('Published')).toBeTruthy();
    expect(within(hosted).getByTestId('hosted-stats').textContent).toBe('1 view · 0 sign-ups');
    expect(await within(screen.getByRole('group', { name: 'Sign-ups' })).findByText('No sign-ups yet.')).toBeTruthy();
    expect(within(hosted).queryByRole('button', { name: 'Publish' })).toBeNull();

    const republish = within(hosted).getByRole('button', { name: 'Republish' }) as HTMLButtonElement;
    await waitFor(() => expect(republish.disabled).toBe(false));
    fireEvent.click(republish);
    expect(await expectSnackbar('Published again', 'Your page now shows the current texts of your landing page.')).toBe(
      'success',
    );
    expect(api.callsTo('POST /userlp_easy2/landingPage')).toHaveLength(1);
    expect(api.callsTo('POST /userlp_easy2/account')).toHaveLength(0);
  });

  it('shows a new sign-up of the published page while the view stays open, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { state } = open(AFTER_QUALIFY, {
        landing: LANDING_PAGE,
        config: PUBLISHED,
      });
      const signups = await screen.findByRole('group', { name: 'Sign-ups' });
      expect(await within(signups).findByText('No sign-ups yet.')).toBeTruthy();
      // A visitor signs up on the hosted page.
      state.config = { ...state.config, views: 2, signups: 1 };
      state.signups = [{ email: 'visitor@example.com', createdAt: '2026-11-27T10:00:00.000Z' }];
      await vi.advanceTimersByTimeAsync(SIGNUPS_REFRESH_MS);
      expect(await within(signups).findByText('visitor@example.com')).toBeTruthy();
      const hosted = screen.getByRole('group', { name: 'Publish your landing page' });
      await waitFor(() => expect(within(hosted).getByTestId('hosted-stats').textContent).toBe('2 views · 1 sign-up'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("names the account with the e-mail's local part when the user has no first name", () => {
    expect(accountFirstname({ prename: 'Ada', email: 'ada@example.com' })).toBe('Ada');
    expect(accountFirstname({ prename: '  ', email: 'mara.jensen@example.com' })).toBe('mara.jensen');
    expect(accountFirstname({ prename: null, email: 'tom@example.org' })).toBe('tom');
  });
});

describe('closing view: verdict', () => {
  it('closes the last stream with the verdict, its evidence and the three next steps', async () => {
    open(closingLink(VALIDATE), { results: ALL_RESULTS(), finished: 1 });
    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    const badge = await within(verdict).findByTestId('verdict-badge');
    expect(badge.textContent).toBe('PIVOT');
    expect(badge.getAttribute('style')).toContain('yellow');
    expect(within(verdict).getByText('The pain is real, the buyer is not yet clear')).toBeTruthy();
    // The evidence by class: the observed share and the three counts.
    expect(within(verdict).getByTestId('verdict-observed').textContent).toBe('40 % observed in the real world');
    expect(within(verdict).getByTestId('verdict-count-observed').textContent).toBe('Observed: 2');
    expect(within(verdict).getByTestId('verdict-count-founderClaim').textContent).toBe('Your claims: 1');
    expect(within(verdict).getByTestId('verdict-count-aiInferred').textContent).toBe('Inferred by the AI: 2');
    expect(
      within(verdict)
        .getAllByTestId('verdict-reason')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['The core problem was confirmed in the interviews.', 'Mentors doubt that parents pay a premium.']);
    expect(
      within(verdict)
        .getAllByTestId('evidence-label')
        .map((l) => l.textContent),
    ).toEqual([
      'from your document: interview notes: Night nurse, 2026-11-20',
      'entered by you',
      'from the web: https://example.org/survey',
      'AI-generated',
    ]);
    // Each item says its class: a claim of the founder is no observation.
    expect(
      within(verdict)
        .getAllByTestId('evidence-class')
        .map((l) => l.textContent),
    ).toEqual(['Observed', 'Your claim', 'Observed', 'AI-inferred']);
    expect(within(verdict).getByText('Real interviews')).toBeTruthy();
    // A step of the track is a link into this round; other places are named.
    expect(within(verdict).getByRole('link', { name: 'Problem Shadowing' }).getAttribute('href')).toBe(
      `/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.problemShadowing}&roundId=r-1`,
    );
    expect(within(verdict).getByRole('link', { name: 'Feedback Card' })).toBeTruthy();
    expect(within(verdict).getByText('Business Model Canvas')).toBeTruthy();

    const steps = within(verdict).getAllByRole('article');
    expect(steps.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Talk to five parents',
      'Publish the landing page',
      'Test the price',
    ]);
    expect(within(steps[0]!).getByText('What it tests')).toBeTruthy();
    expect(within(steps[0]!).getByText('Changes the verdict if')).toBeTruthy();
    expect(within(steps[0]!).getByText('Fewer than three confirm it')).toBeTruthy();
  });

  it('names the evidence classes in German', async () => {
    open(closingLink(VALIDATE), { results: ALL_RESULTS(), finished: 1 }, {}, makeUser({ lang: 'de' }));
    const verdict = await screen.findByRole('region', { name: 'Urteil' });
    expect((await within(verdict).findByTestId('verdict-observed')).textContent).toBe(
      '40 % in der echten Welt beobachtet',
    );
    expect(within(verdict).getByTestId('verdict-count-founderClaim').textContent).toBe('Deine Aussagen: 1');
    expect(
      within(verdict)
        .getAllByTestId('evidence-class')
        .map((l) => l.textContent),
    ).toEqual(['Beobachtet', 'Deine Aussage', 'Beobachtet', 'Von der KI gefolgert']);
    expect(within(verdict).getByText('Echte Interviews')).toBeTruthy();
  });

  it('shows the first five evidence items of a reason and the rest on Show all', async () => {
    const evidence = Array.from({ length: 7 }, (_, i) => ({
      text: `Answer ${i + 1}`,
      origin: 'user' as const,
      source: null,
      observed: false,
      class: 'founderClaim' as const,
      where: STEP.problemShadowing,
    }));
    const verdict = { ...VERDICT, reasons: [{ ...VERDICT.reasons[0]!, evidence }] };
    open(
      closingLink(VALIDATE),
      { results: ALL_RESULTS(), finished: 1 },
      { 'GET /rounds/{roundId}/verdict': () => ok(verdict) },
    );
    const card = await screen.findByRole('region', { name: 'Verdict' });
    await within(card).findByText('Answer 5');
    expect(within(card).getAllByTestId('verdict-evidence')).toHaveLength(5);
    fireEvent.click(within(card).getByRole('button', { name: 'Show all 7' }));
    expect(within(card).getAllByTestId('verdict-evidence')).toHaveLength(7);
    fireEvent.click(within(card).getByRole('button', { name: 'Show fewer' }));
    expect(within(card).queryByText('Answer 6')).toBeNull();
  });

  it('links evidence into the /home track page when the view is opened there', async () => {
    open(closingLink(VALIDATE, '/home'), { results: ALL_RESULTS(), finished: 1 });
    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    expect((await within(verdict).findByRole('link', { name: 'Problem Shadowing' })).getAttribute('href')).toBe(
      `/home/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.problemShadowing}&roundId=r-1`,
    );
  });

  it("shows no verdict on the first stream's closing view", async () => {
    const { api } = open(closingLink(QUALIFY), { results: QUALIFY_RESULTS(), finished: 1 });
    await outputs();
    expect(screen.queryByRole('region', { name: 'Verdict' })).toBeNull();
    expect(api.callsTo('GET /rounds/{roundId}/verdict')).toHaveLength(0);
  });

  it("leads on from a stream's closing view to the next stream's start, and not from the last one", async () => {
    open(AFTER_QUALIFY);
    await outputs();
    const next = screen.getByRole('link', { name: 'Continue with Validate' });
    expect(next.getAttribute('href')).toContain(`streamId=${VALIDATE}&stepId=initial-${VALIDATE}`);
  });
});

describe('closing view: footer and language', () => {
  it('offers only Show all results and Save & Exit', async () => {
    open(AFTER_QUALIFY);
    await outputs();
    expect(
      within(screen.getByRole('contentinfo'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Show all results', 'Save & Exit']);
  });

  it('speaks German', async () => {
    open(AFTER_QUALIFY, { results: resultsOf(STEP.basicIdea, STEP.userTinder) }, {}, makeUser({ lang: 'de' }));
    expect(await screen.findByRole('button', { name: 'Alle erstellen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Teile deine Projektseite' })).toBeTruthy();
    const missing = within(await screen.findByRole('group', { name: 'User Empathy Map' })).getByTestId(
      'closing-option-missing',
    );
    expect(within(missing).getByText('Benötigt ein Ergebnis von: Nutzer-Insight-Mapping')).toBeTruthy();
    expect(within(missing).getByRole('link', { name: 'Nutzer-Insight-Mapping öffnen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
  });
});
