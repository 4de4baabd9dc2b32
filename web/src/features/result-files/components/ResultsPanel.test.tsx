import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, file, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { makeResultFile, makeTrackData, QUALIFY, STEP, sessionApi, TRACK_ID } from '../../../test/trackFixtures';

// A step without a screen of its own yet, so no step dialog (e.g. Basic Idea's start dialog) covers the panel.
const PATH = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.insightMapping}&roundId=r-1`;
const today = (h: number, m: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m).toISOString();
};
const older = new Date(2020, 2, 4, 7, 5).toISOString();

const FILES: Schemas['ResultFile'][] = [
  makeResultFile({ fileId: 'idea', fileName: 'Basic Idea.pdf', fileSize: 20_480, dateCreated: today(14, 5) }),
  makeResultFile({
    fileId: 'tinder',
    fileName: 'Persona Lena.pdf',
    fileSize: 1_587,
    currentStepNr: 2,
    stepId: STEP.userTinder,
    fileType: 'user_tinder',
    dateCreated: older,
  }),
  makeResultFile({
    fileId: 'canvas',
    fileName: 'Canvas.pdf',
    fileSize: 512_000,
    currentStepNr: 0,
    stepId: 'closing-stream',
    fileType: 'output_business_model_canvas',
    // Made by a team member in the project of another owner: visible, but not to manage.
    userId: 'u-2',
    projectOwnerId: 'u-3',
  }),
];

async function openPanel(handlers: Handlers = {}, user?: Schemas['User']) {
  const api = sessionApi(
    {
      'GET /rounds/{roundId}/track': () => ok(makeTrackData({ files: FILES })),
      'GET /knowledgehub/trackresult/{roundId}': () => ok(FILES),
      ...handlers,
    },
    user,
  );
  const rendered = renderApp(PATH, { api, store: user?.lang === 'de' ? storeIn('de') : undefined });
  fireEvent.click(await screen.findByRole('button', { name: /^(Show Result|Ergebnisse zeigen)/ }));
  const panel = screen.getByRole('complementary');
  return { ...rendered, panel };
}

const row = (panel: HTMLElement, name: string) =>
  within(panel)
    .getAllByTestId('result-file')
    .find((r) => r.textContent?.includes(name))!;

describe('results panel', () => {
  it("is 280 px wide and groups the files by 'STEP n - name', with outputs under Downloads", async () => {
    const { panel } = await openPanel();
    expect(panel.style.width).toBe('280px');
    const groups = within(panel).getAllByTestId('result-group');
    expect(
      groups.map((g) => [g.querySelector('h3')?.textContent, within(g).getAllByTestId('result-file').length]),
    ).toEqual([
      ['STEP 1 - Basic Idea', 1],
      ['STEP 2 - User Tinder', 1],
      ['Downloads', 1],
    ]);
  });

  it('shows the size in KB and Today or the date, plus hh:mm', async () => {
    const { panel } = await openPanel();
    const label = (name: string) => [
      within(row(panel, name)).getByTestId('file-size').textContent,
      within(row(panel, name)).getByTestId('file-date').textContent,
    ];
    expect(label('Basic Idea.pdf')).toEqual(['20 KB', 'Today 14:05']);
    expect(label('Persona Lena.pdf')).toEqual(['2 KB', 'Mar 4, 2020 07:05']);
    expect(label('Canvas.pdf')[0]).toBe('500 KB');
  });

  it('labels in German', async () => {
    const { panel } = await openPanel({}, makeUser({ lang: 'de' }));
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['SCHRITT 1 - Grundidee', 'SCHRITT 2 - User Tinder', 'Downloads']);
    expect(within(row(panel, 'Basic Idea.pdf')).getByTestId('file-date').textContent).toBe('Heute 14:05');
    expect(within(row(panel, 'Persona Lena.pdf')).getByTestId('file-date').textContent).toBe('04.03.2020 07:05');
  });

  it('hides download and trash unless the user created the file or owns the project', async () => {
    const { panel } = await openPanel();
    expect(within(row(panel, 'Canvas.pdf')).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(row(panel, 'Basic Idea.pdf'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Download Basic Idea.pdf', 'Delete Basic Idea.pdf']);
  });

  it('offers the actions to the project owner of a file made by someone else', async () => {
    const { panel } = await openPanel({}, makeUser({ id: 'u-3' }));
    expect(within(row(panel, 'Canvas.pdf')).getAllByRole('button')).toHaveLength(2);
    expect(within(row(panel, 'Basic Idea.pdf')).queryAllByRole('button')).toHaveLength(0);
  });

  it('deletes a file only after the confirmation, with its result data, and reloads the round', async () => {
    const { panel, api } = await openPanel({
      'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () => ok({ success: true }),
      'DELETE /rounds/{roundId}/results/by-file/{fileId}': () => ok({ success: false }),
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Basic Idea.pdf' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this file? All combined Memory-Data will also deleted.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')).toHaveLength(0);

    api.on({ 'GET /rounds/{roundId}/track': () => ok(makeTrackData({ files: FILES.slice(1) })) });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Basic Idea.pdf' }));
    dialog = screen.getByRole('dialog', { name: 'Delete file' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).getAllByTestId('result-file')).toHaveLength(2));
    expect(api.callsTo('DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}')[0]?.params).toEqual({
      roundId: 'r-1',
      fileId: 'idea',
      fileName: 'Basic Idea.pdf',
    });
    expect(api.callsTo('DELETE /rounds/{roundId}/results/by-file/{fileId}')[0]?.params).toEqual({
      roundId: 'r-1',
      fileId: 'idea',
    });
    expect(api.callsTo('GET /rounds/{roundId}/track')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show Result 2' })).toBeTruthy();
  });

  it('keeps the file when the server refuses the delete', async () => {
    const { panel, api } = await openPanel({
      'DELETE /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () =>
        fail(403, 'forbidden', 'Download not allowed', 'You are not allowed to download this file!'),
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Basic Idea.pdf' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectSnackbar('Download not allowed', 'You are not allowed to download this file!');
    expect(api.callsTo('DELETE /rounds/{roundId}/results/by-file/{fileId}')).toHaveLength(0);
    expect(within(panel).getAllByTestId('result-file')).toHaveLength(3);
  });

  it('downloads a file as PDF under its name', async () => {
    const createObjectURL = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((_blob: Blob | MediaSource) => 'blob:idea');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { panel, api } = await openPanel({
      'GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () =>
        file('%PDF-1.7', 'application/pdf', 'Basic Idea.pdf'),
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download Basic Idea.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Basic Idea.pdf']));
    const [call] = api.callsTo('GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}');
    expect(call?.headers.get('Accept')).toBe('application/pdf');
    expect(createObjectURL.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
  });

  it("shows a refused download as the info 'Download not allowed'", async () => {
    const { panel } = await openPanel({
      'GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () =>
        fail(403, 'forbidden', 'Forbidden', 'No access.'),
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download Basic Idea.pdf' }));
    expect(await expectSnackbar('Download not allowed', 'You are not allowed to download this file!')).toBe('info');
  });

  it('shows other download failures as errors', async () => {
    const { panel } = await openPanel({
      'GET /knowledgehub/trackresult/{roundId}/{fileId}/{fileName}': () =>
        fail(404, 'notFound', 'File not found', 'This file does not exist.'),
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download Basic Idea.pdf' }));
    expect(await expectSnackbar('File not found', 'This file does not exist.')).toBe('error');
  });
});
