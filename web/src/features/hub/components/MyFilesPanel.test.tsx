import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, type Handlers, ok, type Reply, type Schemas } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { expectSnackbar } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { companyUser, makeHubFile, settingsApi } from '../../../test/settingsFixtures';
import { userAtom } from '../../auth/atoms';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fileOf = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

/** A hub that answers uploads with the stored file (its name and size, a new id). */
function hubApi(stored: Schemas['HubFile'][] = [], handlers: Handlers = {}, user = companyUser()) {
  let next = 0;
  return settingsApi(
    {
      'GET /knowledgehub/{id}': () => ok(stored),
      'POST /knowledgehub/uploads': (call) => {
        const { file } = call.body as { file: { name: string; size: number; type: string } };
        return ok(makeHubFile({ fileId: `new-${++next}`, name: file.name, size: file.size, type: file.type }));
      },
      ...handlers,
    },
    user,
  );
}

async function openFiles(api = hubApi()) {
  const view = renderApp('/home?settings=true&page=2', { api });
  await screen.findByRole('heading', { name: 'My Files' });
  return view;
}

const rows = () => screen.queryAllByTestId('hub-file');
const row = (name: string) => screen.getByRole('listitem', { name });
const rowState = (name: string) => {
  const item = row(name);
  return {
    status: item.getAttribute('data-status'),
    size: within(item).getByTestId('hub-file-size').textContent,
    error: within(item).queryByTestId('hub-file-error')?.textContent ?? null,
  };
};
const add = (...files: File[]) => fireEvent.change(screen.getByTestId('hub-file-input'), { target: { files } });
/** Answers the delete question of a stored file: Delete or Cancel. */
async function answerDelete(answer: 'Delete' | 'Cancel') {
  const confirm = await screen.findByRole('dialog', { name: 'Delete file' });
  fireEvent.click(within(confirm).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete file' })).toBeNull());
}
const uploads = (api: ReturnType<typeof hubApi>) =>
  api.callsTo('POST /knowledgehub/uploads').map((call) => call.body as Record<string, unknown>);

describe('My Files', () => {
  it('shows the heading, Add File for several .pdf/.txt/.docx files, the drop hint and the stored files', async () => {
    const { api } = await openFiles(
      hubApi([
        makeHubFile({ fileId: 'a', name: 'Market study.pdf', size: 150_000 }),
        makeHubFile({ fileId: 'b', name: 'Interviews.docx', size: 1_600_000, type: DOCX }),
        makeHubFile({ fileId: 'c', name: 'Deck.pdf', size: 2048, fileType: 'PITCHDECK' }),
      ]),
    );
    const input = screen.getByTestId('hub-file-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf,.txt,.docx');
    expect(screen.getByRole('button', { name: 'Add File' })).toBeTruthy();
    expect(
      screen.getByText('Drag and drop files (*.pdf, ...) here to upload additional resources for your project.'),
    ).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rowState('Market study.pdf')).toEqual({ status: 'done', size: '146 KB', error: null });
    expect(rowState('Interviews.docx').size).toBe('2 MB');
    expect(within(row('Deck.pdf')).getByText('Pitch Deck')).toBeTruthy();
    expect(api.callsTo('GET /knowledgehub/{id}')[0]?.params).toEqual({ id: 'p-1' });
  });

  it('lists each broken rule with its error and uploads only the valid files', async () => {
    const { api } = await openFiles(hubApi([makeHubFile({ name: 'Market study.pdf' })]));
    await waitFor(() => expect(rows()).toHaveLength(1));
    add(
      fileOf('Market study.pdf', 1000, PDF),
      fileOf('Photo.png', 1000, 'image/png'),
      fileOf('Renamed.pdf', 1000, 'image/png'),
      fileOf('Too big.pdf', 2_000_001, PDF),
      fileOf('Just right.pdf', 2_000_000, PDF),
      fileOf('Notes.txt', 3000, 'text/plain'),
      fileOf('Notes.txt', 3000, 'text/plain'),
      fileOf('Plan.docx', 5000, DOCX),
    );
    await waitFor(() => expect(uploads(api)).toHaveLength(3));
    expect(uploads(api).map((body) => (body.file as { name: string }).name)).toEqual([
      'Just right.pdf',
      'Notes.txt',
      'Plan.docx',
    ]);
    expect(uploads(api)[0]).toMatchObject({ hubId: 'p-1', fileType: 'RAGFILE' });
    const errors = rows()
      .filter((item) => item.getAttribute('data-status') === 'invalid')
      .map((item) => [item.getAttribute('aria-label'), within(item).getByTestId('hub-file-error').textContent]);
    expect(errors).toEqual([
      ['Market study.pdf', 'File already exists'],
      ['Photo.png', 'Filetype not allowed'],
      ['Renamed.pdf', 'Filetype not allowed'],
      ['Too big.pdf', 'File is too big max 2MB'],
      ['Notes.txt', 'File already exists'],
    ]);
    await waitFor(() => expect(rows().filter((item) => item.getAttribute('data-status') === 'done')).toHaveLength(4));
  });

  it('shows a progress bar from the upload progress events until the answer arrives', async () => {
    let answer: (reply: Reply<Schemas['HubFile']>) => void = () => {};
    const api = hubApi([], {
      'POST /knowledgehub/uploads': () => new Promise((resolve) => (answer = resolve)),
    });
    api.uploadProgress = [25, 60];
    await openFiles(api);
    add(fileOf('Study.pdf', 100_000, PDF));
    const bar = await within(row('Study.pdf')).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    expect(rowState('Study.pdf').status).toBe('uploading');
    expect(within(row('Study.pdf')).getByRole('button', { name: 'Remove Study.pdf' }).hasAttribute('disabled')).toBe(
      true,
    );
    answer(ok(makeHubFile({ fileId: 'new', name: 'Study.pdf', size: 100_000 })));
    await waitFor(() => expect(rowState('Study.pdf').status).toBe('done'));
    expect(within(row('Study.pdf')).queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's refusal as the file's error", async () => {
    await openFiles(
      hubApi([], {
        'POST /knowledgehub/uploads': () =>
          fail(400, 'unreadableFile', 'Upload failed', 'The text of this file could not be read.'),
      }),
    );
    add(fileOf('Broken.pdf', 1000, PDF));
    await waitFor(() => expect(rowState('Broken.pdf').error).toBe('The text of this file could not be read.'));
    expect(rowState('Broken.pdf').status).toBe('invalid');
  });

  it('shows the rule texts in German', async () => {
    const api = hubApi([], {}, companyUser({ lang: 'de' }));
    renderApp('/home?settings=true&page=2', { api });
    await screen.findByRole('heading', { name: 'Meine Dateien' });
    add(fileOf('Big.pdf', 2_000_001, PDF), fileOf('Photo.png', 10, 'image/png'));
    await waitFor(() => expect(rowState('Big.pdf').error).toBe('Datei ist zu groß, max. 2 MB'));
    expect(rowState('Photo.png').error).toBe('Dateityp nicht erlaubt');
  });

  it('takes dropped files with the same rules', async () => {
    const { api } = await openFiles();
    fireEvent.drop(screen.getByRole('region', { name: 'Drop files here' }), {
      dataTransfer: {
        files: [fileOf('Dropped.txt', 10, 'text/plain'), fileOf('Dropped.exe', 10, 'application/x-msdownload')],
      },
    });
    await waitFor(() => expect(rowState('Dropped.txt').status).toBe('done'));
    expect(rowState('Dropped.exe').error).toBe('Filetype not allowed');
    expect(uploads(api)).toHaveLength(1);
  });

  it('removes an invalid file from the list without a call', async () => {
    const { api } = await openFiles();
    add(fileOf('Photo.png', 10, 'image/png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Photo.png' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(screen.queryByRole('dialog', { name: 'Delete file' })).toBeNull();
    expect(api.callsTo('DELETE /knowledgehub/{id}')).toHaveLength(0);
    expect(uploads(api)).toHaveLength(0);
  });

  it('removes a stored file only once the server deleted it', async () => {
    let refuse = true;
    const { api } = await openFiles(
      hubApi([makeHubFile({ fileId: 'h-7', name: 'Study.pdf' })], {
        'DELETE /knowledgehub/{id}': () =>
          refuse ? fail(403, 'forbidden', 'Not allowed', 'You may not delete this file.') : ok({ success: true }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Study.pdf' }));
    await answerDelete('Delete');
    await expectSnackbar('Not allowed', 'You may not delete this file.');
    expect(rows()).toHaveLength(1);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Study.pdf' }));
    await answerDelete('Delete');
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(api.callsTo('DELETE /knowledgehub/{id}').map((call) => call.params)).toEqual([{ id: 'h-7' }, { id: 'h-7' }]);
  });

  it('clears the company pitch deck when it is deleted here', async () => {
    const deck = makeHubFile({ fileId: 'deck', name: 'Deck.pdf', fileType: 'PITCHDECK' });
    const { store } = await openFiles(
      hubApi(
        [deck],
        { 'DELETE /knowledgehub/{id}': () => ok({ success: true }) },
        companyUser({}, { pitchDeck: deck }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Deck.pdf' }));
    await answerDelete('Delete');
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(store.get(userAtom)?.companyData.pitchDeck).toBeNull();
  });

  it('asks before removing a stored file; Cancel keeps it without a call', async () => {
    const { api } = await openFiles(
      hubApi([makeHubFile({ fileId: 'h-8', name: 'Notes.txt', type: 'text/plain' })], {
        'DELETE /knowledgehub/{id}': () => ok({ success: true }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Notes.txt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete Notes.txt? The AI Experts will no longer use it for your project.',
      ),
    ).toBeTruthy();
    await answerDelete('Cancel');
    expect(rows()).toHaveLength(1);
    expect(api.callsTo('DELETE /knowledgehub/{id}')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Notes.txt' }));
    await answerDelete('Delete');
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(api.callsTo('DELETE /knowledgehub/{id}').map((call) => call.params)).toEqual([{ id: 'h-8' }]);
  });

  it("keeps the user's files in step: uploads and deletions change the project's ragFiles, also after Close", async () => {
    const old = makeHubFile({ fileId: 'old', name: 'Old notes.txt', type: 'text/plain' });
    const user = companyUser({ ragFiles: [{ projectId: 'p-1', files: [old] }] });
    const api = hubApi([old], { 'DELETE /knowledgehub/{id}': () => ok({ success: true }) }, user);
    const { store } = await openFiles(api);
    await waitFor(() => expect(rows()).toHaveLength(1));
    add(fileOf('Study.pdf', 1000, PDF), fileOf('Plan.docx', 2000, DOCX));
    await waitFor(() => expect(rows().filter((item) => item.getAttribute('data-status') === 'done')).toHaveLength(3));
    const files = () => store.get(userAtom)?.ragFiles.find((entry) => entry.projectId === 'p-1')?.files ?? [];
    expect(
      files()
        .map((f) => f.name)
        .sort(),
    ).toEqual(['Old notes.txt', 'Plan.docx', 'Study.pdf']);
    expect(rows().map((item) => item.getAttribute('aria-label'))).toEqual(['Study.pdf', 'Plan.docx', 'Old notes.txt']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Old notes.txt' }));
    await answerDelete('Delete');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      files()
        .map((f) => f.name)
        .sort(),
    ).toEqual(['Plan.docx', 'Study.pdf']);

    fireEvent.click(screen.getByRole('button', { name: 'Close' })); // one Close: the footer's, no X beside it
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      files()
        .map((f) => f.name)
        .sort(),
    ).toEqual(['Plan.docx', 'Study.pdf']);
  });

  it('without a default project only logs it and lists nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = await openFiles(hubApi([], {}, makeUser({ projectData: { own: [] } })));
    expect(await screen.findByText('No files yet.')).toBeTruthy();
    expect(api.callsTo('GET /knowledgehub/{id}')).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add File' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
