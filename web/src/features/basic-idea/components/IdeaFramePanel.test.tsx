import { emptyFrame } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, JOHNNY, stepAnswer } from '../../../test/aiFixtures';
import { ok, type Schemas } from '../../../test/fakeApi';
import { renderApp, renderWithProviders } from '../../../test/render';
import { makeTrackData, QUALIFY, STEP, sessionApi, TRACK_ID } from '../../../test/trackFixtures';
import type { IdeaFrameState } from '../hooks/useIdeaFrame';
import { asRead } from '../ideaFrame';
import { IdeaFramePanel } from './IdeaFramePanel';

const PAGE = `/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=${STEP.basicIdea}&roundId=r-1`;
const TITLE = 'Pfotenmobil';
const PROBLEM = 'Mobile dog grooming at the owner’s door for busy dog owners in Hamburg';

type Entry = { type: string; content: string; author?: string };

/** The assistant's reading of the idea above: the title names the product, never the offer or the people. */
const READING: Schemas['IdeaFrame'] = {
  offer: 'Mobile dog grooming',
  people: 'busy dog owners',
  setting: 'in Hamburg',
  price: null,
  priceKind: null,
  partners: [],
  channels: [],
  shape: 'service_visit',
  name: TITLE,
};

/** One round with a stateful saved input; the reading answers `reading(text)` for the words it is given. */
function open(input: Entry[] | null = null, reading: (text: string) => Schemas['IdeaFrame'] = () => READING) {
  const state = { input };
  const api = sessionApi({
    'GET /rounds/{roundId}/track': () => ok(makeTrackData({ name: TITLE, lastStepId: STEP.basicIdea })),
    'GET /rounds/{roundId}/inputs/{stepId}': (call) =>
      ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: state.input }),
    'PUT /rounds/{roundId}/inputs/{stepId}': (call) => {
      state.input = (call.body as { content: Entry[] }).content;
      return ok({ roundId: 'r-1', stepId: call.params.stepId ?? '', content: state.input });
    },
    'POST /aiservice/airesponse': () => ok(stepAnswer([chatMessage({ answer: 'Welcome!' })])),
    'GET /aiservice/agents': () => ok([JOHNNY]),
    'POST /rounds/{roundId}/actions': () => ok({ success: true }),
    'GET /knowledgehub/trackresult/{roundId}': () => ok([]),
    'POST /aiservice/ideaframe': (call) =>
      ok({ frame: reading((call.body as { text: string }).text), provider: 'offline' as const }),
  });
  renderApp(PAGE, { api });
  return { api, state };
}

const WAIT = { timeout: 4000 };
const panel = () => screen.findByRole('region', { name: 'How we read your idea' }, WAIT);
const slot = (region: HTMLElement, name: string) => region.querySelector(`[data-slot="${name}"]`) as HTMLElement;
const frameEntry = (input: Entry[] | null, type: string) => input?.find((e) => e.type === type);
const readings = (api: ReturnType<typeof open>['api']) => api.callsTo('POST /aiservice/ideaframe');

/** The frame as the founder confirmed it, saved with the sections. */
const STORED: Entry[] = [
  { type: 'PROBLEM', content: PROBLEM, author: 'founder' },
  { type: 'TARGET USER', content: '' },
  { type: 'SOLUTION', content: '' },
  { type: 'OFFER', content: 'Mobile dog grooming', author: 'ai-accepted' },
  { type: 'PEOPLE', content: 'dog owners in Hamburg', author: 'founder' },
  { type: 'SETTING', content: 'in Hamburg', author: 'ai-accepted' },
  { type: 'PRICE', content: '', author: 'ai-accepted' },
  { type: 'PRICE KIND', content: '', author: 'ai-accepted' },
  { type: 'PARTNERS', content: '', author: 'ai-accepted' },
  { type: 'CHANNELS', content: '', author: 'ai-accepted' },
  { type: 'SHAPE', content: 'service_visit', author: 'ai-accepted' },
  { type: 'NAME', content: TITLE, author: 'ai-accepted' },
];

describe('How we read your idea', () => {
  it('appears once the first words are written and shows the reading, slot by slot, with the not-said ones', async () => {
    const { api } = open();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Welcome Ada' })).getByRole('button', {
        name: /Guide me step by step/,
      }),
    );
    await screen.findByTestId('active-section');
    expect(screen.queryByRole('region', { name: 'How we read your idea' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'The problem I solve' }), { target: { value: PROBLEM } });
    const region = await panel();
    await waitFor(() => expect(within(slot(region, 'offer')).getByText('Mobile dog grooming')).toBeTruthy(), WAIT);
    expect(within(slot(region, 'people')).getByText('busy dog owners')).toBeTruthy();
    expect(within(slot(region, 'shape')).getByText('Service visit')).toBeTruthy();
    expect(within(slot(region, 'name')).getByText(TITLE)).toBeTruthy();
    for (const name of ['price', 'priceKind', 'partners', 'channels'])
      expect(within(slot(region, name)).getByTestId('frame-value').textContent).toBe('not said');
    expect(within(slot(region, 'offer')).getByText('What you offer')).toBeTruthy();
    expect(within(slot(region, 'offer')).getByTestId('author-label').textContent).toBe(
      'AI-generated, filled automatically',
    );
    // The words and the round's title are read, the title as a title only.
    expect(readings(api).at(-1)?.body).toEqual({ text: PROBLEM, title: TITLE, lang: 'en' });
  });

  it('saves a corrected slot as the founder’s in the step’s input, beside the sections', async () => {
    const { state } = open([{ type: 'PROBLEM', content: PROBLEM, author: 'founder' }]);
    const region = await panel();
    await waitFor(() => expect(within(slot(region, 'people')).getByText('busy dog owners')).toBeTruthy(), WAIT);

    fireEvent.click(within(region).getByRole('button', { name: 'Correct: Who it is for' }));
    fireEvent.change(within(region).getByRole('textbox', { name: 'Who it is for' }), {
      target: { value: 'dog owners who work long hours' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(frameEntry(state.input, 'PEOPLE')).toEqual({
        type: 'PEOPLE',
        content: 'dog owners who work long hours',
        author: 'founder',
      }),
    );
    // The section is kept as it was; the other slots are saved as read.
    expect(state.input?.[0]).toEqual({ type: 'PROBLEM', content: PROBLEM, author: 'founder' });
    expect(frameEntry(state.input, 'OFFER')).toEqual({ type: 'OFFER', content: 'Mobile dog grooming', author: 'ai' });
    expect(frameEntry(state.input, 'PRICE')).toEqual({ type: 'PRICE', content: '', author: 'ai' });
    expect(within(slot(region, 'people')).getByTestId('author-label').textContent).toBe('entered by you');
  });

  it('sets the kind of business and how it is charged from their lists', async () => {
    const { state } = open([{ type: 'PROBLEM', content: PROBLEM, author: 'founder' }]);
    const region = await panel();
    await waitFor(() => expect(within(slot(region, 'offer')).getByText('Mobile dog grooming')).toBeTruthy(), WAIT);
    fireEvent.click(within(region).getByRole('button', { name: 'Correct: How it is charged' }));
    fireEvent.change(within(region).getByRole('combobox', { name: 'How it is charged' }), {
      target: { value: 'per_use' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(frameEntry(state.input, 'PRICE KIND')).toEqual({
        type: 'PRICE KIND',
        content: 'per_use',
        author: 'founder',
      }),
    );
    expect(within(slot(region, 'priceKind')).getByText('Per use')).toBeTruthy();
  });

  it('“Looks right” turns every slot still the AI’s into accepted; the founder’s stay the founder’s', async () => {
    const { state } = open([{ type: 'PROBLEM', content: PROBLEM, author: 'founder' }]);
    const region = await panel();
    await waitFor(() => expect(within(slot(region, 'offer')).getByText('Mobile dog grooming')).toBeTruthy(), WAIT);
    fireEvent.click(within(region).getByRole('button', { name: 'Correct: Partners' }));
    fireEvent.change(within(region).getByRole('textbox', { name: 'Partners' }), {
      target: { value: 'pet shops; vets' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(frameEntry(state.input, 'PARTNERS')).toEqual({
        type: 'PARTNERS',
        content: 'pet shops; vets',
        author: 'founder',
      }),
    );

    fireEvent.click(within(region).getByRole('button', { name: 'Looks right' }));
    await waitFor(() => expect(frameEntry(state.input, 'OFFER')?.author).toBe('ai-accepted'));
    const frameAuthors = Object.fromEntries(
      (state.input ?? [])
        .filter((e) => !['PROBLEM', 'TARGET USER', 'SOLUTION'].includes(e.type))
        .map((e) => [e.type, e.author]),
    );
    expect(frameAuthors).toEqual({
      OFFER: 'ai-accepted',
      PEOPLE: 'ai-accepted',
      SETTING: 'ai-accepted',
      PRICE: 'ai-accepted',
      'PRICE KIND': 'ai-accepted',
      PARTNERS: 'founder',
      CHANNELS: 'ai-accepted',
      SHAPE: 'ai-accepted',
      NAME: 'ai-accepted',
    });
    expect(within(region).queryByRole('button', { name: 'Looks right' })).toBeNull();
  });

  it('stores the reading with the next save of the input, every slot the AI’s, though the panel was never touched', async () => {
    const { state } = open([{ type: 'PROBLEM', content: '', author: 'founder' }]);
    fireEvent.change(await screen.findByRole('textbox', { name: 'The problem I solve' }, WAIT), {
      target: { value: PROBLEM },
    });
    const region = await panel();
    await waitFor(() => expect(within(slot(region, 'offer')).getByText('Mobile dog grooming')).toBeTruthy(), WAIT);
    await waitFor(() => expect(frameEntry(state.input, 'OFFER')).toBeDefined(), WAIT);
    expect(state.input?.[0]).toEqual({ type: 'PROBLEM', content: PROBLEM, author: 'founder' });
    expect(frameEntry(state.input, 'OFFER')).toEqual({ type: 'OFFER', content: 'Mobile dog grooming', author: 'ai' });
    expect(frameEntry(state.input, 'PEOPLE')).toEqual({ type: 'PEOPLE', content: 'busy dog owners', author: 'ai' });
    expect(frameEntry(state.input, 'NAME')).toEqual({ type: 'NAME', content: TITLE, author: 'ai' });
    expect(within(region).queryByRole('button', { name: 'Read again' })).toBeNull();
  });

  it('stores nothing for a visit that changes nothing', async () => {
    const { api, state } = open([{ type: 'PROBLEM', content: PROBLEM, author: 'founder' }]);
    const region = await panel();
    await waitFor(() => expect(within(slot(region, 'offer')).getByText('Mobile dog grooming')).toBeTruthy(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.callsTo('PUT /rounds/{roundId}/inputs/{stepId}')).toEqual([]);
    expect(frameEntry(state.input, 'OFFER')).toBeUndefined();
  });

  it('keeps a stored reading nobody touched in step with changed words, without asking', async () => {
    const changed = (text: string): Schemas['IdeaFrame'] =>
      text.includes('cats') ? { ...READING, offer: 'Mobile dog and cat grooming', people: 'busy pet owners' } : READING;
    const untouched = STORED.map((e) =>
      ['PROBLEM', 'TARGET USER', 'SOLUTION'].includes(e.type) ? e : { ...e, author: 'ai' },
    );
    const { state } = open(
      untouched.map((e) => (e.type === 'PEOPLE' ? { ...e, content: 'busy dog owners' } : e)),
      changed,
    );
    const region = await panel();
    fireEvent.change(screen.getByRole('textbox', { name: /The first people/ }), {
      target: { value: 'Busy pet owners with dogs and cats' },
    });
    await waitFor(() => expect(frameEntry(state.input, 'OFFER')?.content).toBe('Mobile dog and cat grooming'), WAIT);
    expect(frameEntry(state.input, 'OFFER')?.author).toBe('ai');
    expect(frameEntry(state.input, 'PEOPLE')).toEqual({ type: 'PEOPLE', content: 'busy pet owners', author: 'ai' });
    expect(within(slot(region, 'offer')).getByText('Mobile dog and cat grooming')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Read again' })).toBeNull();
  });

  it('shows a stored frame as stored, without reading it again', async () => {
    const { api } = open(STORED);
    const region = await panel();
    expect(within(slot(region, 'people')).getByText('dog owners in Hamburg')).toBeTruthy();
    expect(within(slot(region, 'people')).getByTestId('author-label').textContent).toBe('entered by you');
    expect(within(slot(region, 'offer')).getByTestId('author-label').textContent).not.toBe('entered by you');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(readings(api)).toEqual([]);
    expect(within(region).queryByRole('button', { name: 'Read again' })).toBeNull();
  });

  it('offers “Read again” when changed words read differently, and never overwrites the founder’s slot', async () => {
    const changed = (text: string): Schemas['IdeaFrame'] =>
      text.includes('cats')
        ? { ...READING, offer: 'Mobile dog and cat grooming', people: 'busy pet owners', channels: ['Instagram'] }
        : READING;
    const { api, state } = open(STORED, changed);
    const region = await panel();
    fireEvent.change(screen.getByRole('textbox', { name: /The first people/ }), {
      target: { value: 'Busy pet owners with dogs and cats, booking on Instagram' },
    });
    const readAgain = await within(region).findByRole('button', { name: 'Read again' }, WAIT);
    // Until the founder asks, the stored frame stays.
    expect(within(slot(region, 'offer')).getByText('Mobile dog grooming')).toBeTruthy();
    expect(readings(api).at(-1)?.body).toMatchObject({ text: expect.stringContaining('cats') });

    fireEvent.click(readAgain);
    await waitFor(() => expect(frameEntry(state.input, 'OFFER')?.content).toBe('Mobile dog and cat grooming'));
    expect(frameEntry(state.input, 'OFFER')?.author).toBe('ai');
    expect(frameEntry(state.input, 'CHANNELS')).toEqual({ type: 'CHANNELS', content: 'Instagram', author: 'ai' });
    // The founder's slot keeps the founder's words; a slot read as before keeps its author.
    expect(frameEntry(state.input, 'PEOPLE')).toEqual({
      type: 'PEOPLE',
      content: 'dog owners in Hamburg',
      author: 'founder',
    });
    expect(frameEntry(state.input, 'SETTING')).toEqual({
      type: 'SETTING',
      content: 'in Hamburg',
      author: 'ai-accepted',
    });
    expect(within(region).queryByRole('button', { name: 'Read again' })).toBeNull();
  });

  it('is read only on a teammate’s round: no pencil, no confirmation', () => {
    const frame = {
      shown: asRead({ ...emptyFrame(), offer: 'Mobile dog grooming' }),
      status: 'shown',
      changed: [],
    } as unknown as IdeaFrameState;
    renderWithProviders(<IdeaFramePanel frame={frame} readOnly />);
    const region = screen.getByRole('region', { name: 'How we read your idea' });
    expect(within(region).getByText('Mobile dog grooming')).toBeTruthy();
    expect(within(region).queryAllByRole('button')).toEqual([]);
  });
});
