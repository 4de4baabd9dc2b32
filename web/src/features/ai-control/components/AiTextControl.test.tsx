import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NINE_SUGGESTIONS, stepAnswer } from '../../../test/aiFixtures';
import { fail, fakeApi, type Handlers, ok } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import { renderWithApi } from '../../../test/renderWithApi';
import { QUALIFY, STEP } from '../../../test/trackFixtures';
import { AiTextControl, type AiTextControlProps } from './AiTextControl';

type Options = Partial<AiTextControlProps> & { handlers?: Handlers; initial?: string };

function Harness({ initial = '', ...props }: Omit<Options, 'handlers'>) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <AiTextControl
      heading={
        <>
          The <mark>problem</mark> I solve
        </>
      }
      label="The problem I solve"
      value={value}
      onChange={setValue}
      minWords={3}
      streamId={QUALIFY}
      stepId={STEP.basicIdea}
      roundId="r-1"
      stepPromptNumber={1}
      promptContent={(text) => `content: ${text}`}
      onNext={() => {}}
      onSupportMe={() => {}}
      {...props}
    />
  );
}

function setup({ handlers = {}, ...props }: Options = {}) {
  const api = fakeApi({ 'POST /aiservice/airesponse': () => ok(stepAnswer(NINE_SUGGESTIONS)), ...handlers });
  return renderWithApi(<Harness {...props} />, { api });
}

const textarea = () => screen.getByRole('textbox', { name: 'The problem I solve' }) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(textarea(), { target: { value } });
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const aiButton = () => screen.getByRole('button', { name: 'Get AI suggestions' }) as HTMLButtonElement;
const suggestions = () =>
  within(screen.getByRole('group', { name: 'Suggestions' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) => text?.startsWith('Suggestion'));

describe('AI text control', () => {
  it('shows the heading with its highlighted word', () => {
    setup();
    const heading = screen.getByRole('heading', { name: 'The problem I solve' });
    expect(heading.querySelector('mark')?.textContent).toBe('problem');
  });

  it.each([
    ['', true],
    ['two words', true],
    ['three short ', true],
    ['three short words', false],
    ['more than three words', false],
  ])('with a minimum of 3 words, %j leaves Next and the AI button disabled: %s', (text, disabled) => {
    setup({ initial: text });
    expect(next().disabled).toBe(disabled);
    expect(aiButton().disabled).toBe(disabled);
  });

  it('keeps Next disabled while the text is empty, even with no minimum', () => {
    setup({ minWords: 0 });
    expect(aiButton().disabled).toBe(false);
    expect(next().disabled).toBe(true);
    type('x');
    expect(next().disabled).toBe(false);
  });

  it('with aiWithoutText the AI button works on an empty text; Next still waits for the minimum', () => {
    setup({ aiWithoutText: true });
    expect(aiButton().disabled).toBe(false);
    expect(next().disabled).toBe(true);
    type('two words');
    expect(aiButton().disabled).toBe(false);
    expect(next().disabled).toBe(true);
  });

  it("takes an item's answer as the suggestion when it has no text (Problem Shadowing's situations)", async () => {
    const situation = 'When my shift ends late, I';
    setup({
      aiWithoutText: true,
      handlers: {
        'POST /aiservice/airesponse': () =>
          ok(
            stepAnswer([
              { step: situation, answer: 'call three sitters before one picks up' },
              { step: situation, answer: '  ' },
              { step: situation, answer: 'ask my neighbour again' },
            ]),
          ),
      },
    });
    fireEvent.click(aiButton());
    const group = await screen.findByRole('group', { name: 'Suggestions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['call three sitters before one picks up', 'ask my neighbour again']);
    fireEvent.click(within(group).getByRole('button', { name: 'ask my neighbour again' }));
    expect(textarea().value).toBe('ask my neighbour again');
  });

  it('coerces a non-string value to a string', () => {
    setup({ initial: 12345 as unknown as string, minWords: 1 });
    expect(textarea().value).toBe('12345');
  });

  it('limits the text to 30 rows: input that would exceed loses its last character', () => {
    setup();
    const thirty = Array.from({ length: 30 }, (_, i) => `row ${i}`).join('\n');
    type(thirty);
    expect(textarea().value).toBe(thirty);
    type(`${thirty}\n`);
    expect(textarea().value).toBe(thirty);
  });

  it('emits the "more than two words" notice once', () => {
    const onNotice = vi.fn();
    setup({ onNotice });
    type('one two');
    expect(onNotice).not.toHaveBeenCalled();
    type('one two three');
    type('one two three four');
    type('one');
    type('one two three');
    expect(onNotice).toHaveBeenCalledTimes(1);
  });

  it('calls Next and Support me with the text', () => {
    const onNext = vi.fn();
    const onSupportMe = vi.fn();
    setup({ onNext, onSupportMe, initial: 'Parents need babysitters' });
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: 'Support me' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onSupportMe).toHaveBeenCalledWith('Parents need babysitters');
  });

  it('asks STEP_PROMPT and shows three suggestions, then the next three; a click takes one', async () => {
    const onAiButton = vi.fn();
    const { api } = setup({ initial: 'Parents need babysitters', stepPromptNumber: 2, onAiButton });
    fireEvent.click(aiButton());
    await waitFor(() => expect(suggestions()).toEqual(['Suggestion 1', 'Suggestion 2', 'Suggestion 3']));
    expect(onAiButton).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /aiservice/airesponse').map((c) => c.body)).toEqual([
      {
        streamId: QUALIFY,
        stepId: STEP.basicIdea,
        roundId: 'r-1',
        promptType: 'STEP_PROMPT',
        stepPromptNumber: 2,
        content: 'content: Parents need babysitters',
      },
    ]);
    const more = () => fireEvent.click(screen.getByRole('button', { name: 'Show next suggestions' }));
    more();
    expect(suggestions()).toEqual(['Suggestion 4', 'Suggestion 5', 'Suggestion 6']);
    more();
    expect(suggestions()).toEqual(['Suggestion 7', 'Suggestion 8', 'Suggestion 9']);
    more();
    expect(suggestions()).toEqual(['Suggestion 1', 'Suggestion 2', 'Suggestion 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Suggestion 2' }));
    expect(textarea().value).toBe('Suggestion 2');
  });

  it('shows a spinner while the AI runs; a click cancels the request and ends the running state', async () => {
    const api = fakeApi({ 'POST /aiservice/airesponse': () => new Promise(() => {}) });
    const signals: AbortSignal[] = [];
    renderWithApi(<Harness initial="Parents need babysitters" />, {
      api: {
        ...api,
        fetch: (request) => {
          signals.push(request.signal);
          return api.fetch(request);
        },
      },
    });
    fireEvent.click(aiButton());
    const cancel = await screen.findByRole('button', { name: 'Cancel AI suggestions' });
    expect(screen.getByTestId('ai-spinner')).toBeTruthy();
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    fireEvent.click(cancel);
    expect(signals[0]?.aborted).toBe(true);
    expect(aiButton().disabled).toBe(false);
    expect(screen.queryByTestId('ai-spinner')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('AI response failed')).toBeNull();
  });

  it("shows 'Error / AI response failed' when the AI fails and ends the running state", async () => {
    setup({
      initial: 'Parents need babysitters',
      handlers: { 'POST /aiservice/airesponse': () => fail(502, 'aiFailed', 'Error', 'AI response failed') },
    });
    fireEvent.click(aiButton());
    expect(await expectSnackbar('Error', 'AI response failed')).toBe('error');
    expect(aiButton().disabled).toBe(false);
  });

  it('asks again up to three times for an empty answer, then fails', async () => {
    const { api } = setup({
      initial: 'Parents need babysitters',
      handlers: { 'POST /aiservice/airesponse': () => ok(stepAnswer([])) },
    });
    fireEvent.click(aiButton());
    await expectSnackbar('Error', 'AI response failed');
    expect(api.callsTo('POST /aiservice/airesponse')).toHaveLength(3);
  });

  it('needs a stream id and a step id', async () => {
    const { api } = setup({ initial: 'Parents need babysitters', streamId: null });
    fireEvent.click(aiButton());
    expect(await expectSnackbar('Frontend Error', 'Stream ID or Step ID is not provided.')).toBe('error');
    expect(api.callsTo('POST /aiservice/airesponse')).toHaveLength(0);
  });
});
