import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_IDEAS } from '../../../test/aiFixtures';
import { fail, fakeApi, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/render';
import { renderWithApi } from '../../../test/renderWithApi';
import type { ProductIdea } from '../paperFlow';
import { ProductIdeasDialog } from './ProductIdeasDialog';
import { UploadPaperDialog } from './UploadPaperDialog';

const PAPER = { title: 'Low-cost soil sensing', author: 'A. Researcher', summary: 'Sensors under 5 euros save water.' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type Answer = Schemas['PromptResultResponse'];

function setup(handlers: Handlers = {}) {
  const onIdeas = vi.fn();
  const onIdeasFailed = vi.fn();
  const onClose = vi.fn();
  const api = fakeApi({
    'POST /aiservice/standalone': (call) => {
      const { promptId } = call.body as { promptId: string };
      return ok<Answer>({
        promptResult: promptId === 'SUMMARIZE_DOCUMENT_UPLOAD' ? PAPER : PRODUCT_IDEAS,
        provider: 'offline',
      });
    },
    'POST /knowledgehub/pdfextract': () =>
      ok({ pages: ['Page one text.', 'Page two text.'], title: null, author: null }),
    ...handlers,
  });
  renderWithApi(<UploadPaperDialog opened onClose={onClose} onIdeas={onIdeas} onIdeasFailed={onIdeasFailed} />, {
    api,
  });
  return { api, onIdeas, onIdeasFailed, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload a Scientific Paper' });
const addFiles = (...files: File[]) => {
  const input = document.querySelector('input[type="file"][accept=".pdf,.txt"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const txt = (text: string, name = 'paper.txt') => new File([text], name, { type: 'text/plain' });
const pdf = (name = 'paper.pdf') => new File(['%PDF-1.4 fake'], name, { type: 'application/pdf' });
const generate = () => within(dialog()).getByRole('button', { name: 'Generate Ideas' }) as HTMLButtonElement;
const states = () => screen.getByTestId('paper-states').textContent;
const standalone = (api: ReturnType<typeof setup>['api']) =>
  api.callsTo('POST /aiservice/standalone').map((c) => c.body);

describe('upload-paper dialog', () => {
  it('reads a text file locally, then summarises it: upload and summary states, title, author, summary', async () => {
    const summary = deferred<ReturnType<typeof ok<Answer>>>();
    const { api } = setup({ 'POST /aiservice/standalone': () => summary.promise });
    expect(generate().disabled).toBe(true);
    addFiles(txt('Soil sensing for small farms.'));
    await waitFor(() => expect(states()).toBe('Upload successfulSummary creating...'));
    expect(generate().disabled).toBe(true);
    expect(standalone(api)).toEqual([
      { promptId: 'SUMMARIZE_DOCUMENT_UPLOAD', userInput: 'Soil sensing for small farms.' },
    ]);
    expect(api.callsTo('POST /knowledgehub/pdfextract')).toHaveLength(0);
    summary.resolve(ok<Answer>({ promptResult: PAPER, provider: 'offline' }));
    await waitFor(() => expect(states()).toBe('Upload successfulSummary successful'));
    const details = screen.getByTestId('paper-summary').textContent;
    expect(details).toContain('Title: Low-cost soil sensing');
    expect(details).toContain('Author: A. Researcher');
    expect(details).toContain('Sensors under 5 euros save water.');
    expect(generate().disabled).toBe(false);
  });

  it('shows Upload processing... while a PDF is extracted, and combines several files', async () => {
    const extract = deferred<ReturnType<typeof ok<Schemas['PdfExtract']>>>();
    const { api } = setup({ 'POST /knowledgehub/pdfextract': () => extract.promise });
    addFiles(pdf(), txt('Notes from the lab.'));
    await waitFor(() => expect(states()).toBe('Upload processing...'));
    expect(
      within(screen.getByTestId('paper-files'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['paper.pdf', 'paper.txt']);
    extract.resolve(ok({ pages: ['Page one text.', 'Page two text.'], title: null, author: null }));
    await waitFor(() => expect(states()).toBe('Upload successfulSummary successful'));
    expect(api.callsTo('POST /knowledgehub/pdfextract')).toHaveLength(1);
    expect(String(api.callsTo('POST /knowledgehub/pdfextract')[0]?.body)).toContain('filename="paper.pdf"');
    expect(standalone(api)[0]).toEqual({
      promptId: 'SUMMARIZE_DOCUMENT_UPLOAD',
      userInput: 'Page one text.\n\nPage two text.\n\nNotes from the lab.',
    });
  });

  it('Generate Ideas sends the extracted paper and hands over the ideas', async () => {
    const { api, onIdeas } = setup();
    addFiles(txt('Soil sensing.'));
    await waitFor(() => expect(generate().disabled).toBe(false));
    fireEvent.click(generate());
    await waitFor(() => expect(onIdeas).toHaveBeenCalledWith(PRODUCT_IDEAS));
    expect(standalone(api)[1]).toEqual({ promptId: 'GENERATE_PRODUCT_IDEAS', userInput: PAPER });
  });

  it.each([
    // Outside the contract (which promises an ExtractedPaper), as the spec's servers answered.
    ['a false answer', () => ok({ promptResult: false, provider: 'offline' } as unknown as Answer)],
    ['no promptResult', () => ok({ provider: 'offline' } as Answer)],
    ['a failed call', () => fail(502, 'aiFailed', 'Error', 'AI response failed')],
  ])('shows Summary failed for %s and keeps Generate Ideas disabled', async (_case, answer) => {
    setup({ 'POST /aiservice/standalone': answer });
    addFiles(txt('Soil sensing.'));
    await waitFor(() => expect(states()).toContain('Upload successfulSummary failed'));
    expect(generate().disabled).toBe(true);
    expect(screen.queryByTestId('paper-summary')).toBeNull();
  });

  it('says Summary failed with the reason for a scanned PDF, and summarises nothing', async () => {
    const { api } = setup({
      'POST /knowledgehub/pdfextract': () => ok({ pages: [''], title: null, author: null }),
    });
    addFiles(pdf('scan.pdf'));
    await waitFor(() => expect(states()).toContain('Summary failed'));
    expect(states()).toBe(
      'Upload successfulSummary failedThis PDF has no text layer (a scan?). Please upload a PDF with selectable text or a .txt file.',
    );
    expect(api.callsTo('POST /aiservice/standalone')).toHaveLength(0);
    expect(generate().disabled).toBe(true);
    expect(screen.queryByTestId('paper-summary')).toBeNull();
  });

  it('explains a summary the assistant refused, e.g. for too little text', async () => {
    setup({ 'POST /aiservice/standalone': () => fail(502, 'aiFailed', 'Error', 'AI response failed') });
    addFiles(txt('Soil.'));
    await waitFor(() =>
      expect(screen.getByTestId('paper-failure').textContent).toBe(
        'This text could not be summarized. Please try again, or upload a paper with more text.',
      ),
    );
  });

  it('shows Upload failed when the PDF cannot be read', async () => {
    const { api } = setup({
      'POST /knowledgehub/pdfextract': () => fail(415, 'unsupportedMediaType', 'Error', 'Not a PDF.'),
    });
    addFiles(pdf());
    await waitFor(() => expect(states()).toBe('Upload failed'));
    expect(api.callsTo('POST /aiservice/standalone')).toHaveLength(0);
    expect(generate().disabled).toBe(true);
  });

  it('refuses other file types; Cancel is always there', async () => {
    const { onClose, api } = setup();
    addFiles(new File(['x'], 'deck.pptx', { type: 'application/vnd.ms-powerpoint' }));
    expect(await within(dialog()).findByText('Only .pdf and .txt files can be added.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reports ideas that failed', async () => {
    const { onIdeasFailed } = setup({
      'POST /aiservice/standalone': (call) =>
        ok<Answer>({
          promptResult: (call.body as { promptId: string }).promptId === 'SUMMARIZE_DOCUMENT_UPLOAD' ? PAPER : [],
          provider: 'offline',
        }),
    });
    addFiles(txt('Soil sensing.'));
    await waitFor(() => expect(generate().disabled).toBe(false));
    fireEvent.click(generate());
    await waitFor(() => expect(onIdeasFailed).toHaveBeenCalled());
  });
});

describe('product ideas dialog', () => {
  it('lists the ideas with title and abstract; Select Idea waits for a choice', () => {
    const onSelect = vi.fn<(idea: ProductIdea) => void>();
    renderWithProviders(<ProductIdeasDialog opened ideas={PRODUCT_IDEAS} onClose={() => {}} onSelect={onSelect} />);
    const dialog = screen.getByRole('dialog', { name: 'Product Ideas' });
    expect(within(dialog).getByText('We analyzed your paper an build concrete suggestions.')).toBeTruthy();
    expect(within(dialog).getByText('A low-cost kit that measures soil moisture on site.')).toBeTruthy();
    const select = within(dialog).getByRole('button', { name: 'Select Idea' }) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Irrigation Academy' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Soil Sensor Kit' }));
    expect(select.disabled).toBe(false);
    fireEvent.click(select);
    expect(onSelect).toHaveBeenCalledWith(PRODUCT_IDEAS[0]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
