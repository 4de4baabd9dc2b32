import { chatFromInput } from '@idea-studio/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatServer, withAcceptedUsers } from '../../../test/chatTestServer';
import type { Schemas } from '../../../test/fakeApi';
import { renderApp, renderWithProviders } from '../../../test/render';
import { STEP, TRACK_ID, VALIDATE } from '../../../test/trackFixtures';
import { OwnAnswerBox } from './OwnAnswerBox';

const box = () => screen.getByRole('textbox', { name: /Write it as they would/ }) as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('the own-words box of the expert chat', () => {
  it('sends the founder’s text, trimmed, and empties itself; nothing is sent while it is blank', () => {
    const onSend = vi.fn();
    renderWithProviders(<OwnAnswerBox personaName="Mara" disabled={false} onSend={onSend} />);
    expect(screen.getByText('Or answer for Mara in your own words')).toBeTruthy();
    expect(send().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(send().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '  Only if my landlord agrees.  ' } });
    fireEvent.click(send());
    expect(onSend).toHaveBeenCalledWith('Only if my landlord agrees.');
    expect(box().value).toBe('');
    // Ctrl+Enter sends as well.
    fireEvent.change(box(), { target: { value: 'Not before payday.' } });
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    expect(onSend).toHaveBeenLastCalledWith('Not before payday.');
  });

  it('sends nothing while the chat is busy', () => {
    const onSend = vi.fn();
    renderWithProviders(<OwnAnswerBox personaName="Mara" disabled onSend={onSend} />);
    expect(box().disabled).toBe(true);
    expect(send().disabled).toBe(true);
  });

  it('answers the open round in the chat view: saved as the founder’s and sent marked to the partner', async () => {
    const { api, state } = chatServer(withAcceptedUsers());
    renderApp(`/track/${TRACK_ID}?streamId=${VALIDATE}&stepId=${STEP.expertChat}&roundId=r-1`, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Chat' }));
    const first = await screen.findByRole('region', { name: 'ROUND 1/4' });
    fireEvent.change(box(), { target: { value: 'I would ask my neighbour first.' } });
    fireEvent.click(send());
    await screen.findByRole('region', { name: 'ROUND 2/4' });
    expect(within(first).getByTestId('chosen-answer').textContent).toBe('I would ask my neighbour first.');
    const saved = chatFromInput(state.inputs[STEP.expertChat]).state;
    expect(saved?.rounds[0]).toMatchObject({ value: 'I would ask my neighbour first.', author: 'founder' });
    const prompts = api
      .callsTo('POST /aiservice/airesponse')
      .map((call) => call.body as Schemas['AiStepRequest'])
      .filter((prompt) => prompt.stepId === STEP.expertChat);
    expect(JSON.parse(String(prompts.at(-1)?.content)).transcript).toEqual([
      expect.objectContaining({ round: 1, answer: 'I would ask my neighbour first.', own: true }),
    ]);
  });
});
