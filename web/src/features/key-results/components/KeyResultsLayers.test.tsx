import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import {
  makeResultFile,
  makeStepResult,
  makeUserTrack,
  resultsOf,
  STEP,
  sessionApi,
} from '../../../test/trackFixtures';

const card = {
  name: 'Sonnenkiosk',
  tagline: 'Strom, wo das Netz endet',
  key_features: ['Akku mieten', 'Per Handy zahlen'],
  target_group: 'Campingplatzbetreiber',
  value_proposition: 'Geladene Geräte ohne Generator.',
  details: { price_per_day: 4 },
};

function renderDashboard(language: 'en' | 'de' = 'en') {
  const basic = makeStepResult(STEP.basicIdea, card, { fileId: 'f-idea', stepIndex: 0, name: 'basicIdea' });
  const api = sessionApi(
    {
      'GET /streams/usertracks': () =>
        ok([makeUserTrack({ roundId: 'r-1', name: 'Kiosk', results: resultsOf(basic) })]),
      'GET /knowledgehub/trackresult/{roundId}': () => ok([makeResultFile({ fileId: 'f-idea' })]),
    },
    makeUser({ lang: language }),
  );
  return renderApp('/home', { api, store: storeIn(language) });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const dialog = (name: string) => screen.queryByRole('dialog', { name });

async function openKeyResults(buttonName = 'Key Results') {
  const row = await screen.findByRole('article', { name: 'Kiosk' });
  const button = within(row).getByRole('button', { name: buttonName });
  button.focus();
  fireEvent.click(button);
  await settle();
  return button;
}

describe('Key Results and the result preview as stacked dialogs', () => {
  it('Esc closes only the preview; closing Key Results and opening them again starts without a preview', async () => {
    renderDashboard();
    const keyResultsButton = await openKeyResults();
    const show = within(screen.getByTestId('key-result-elevatorPitch')).getByRole('button', { name: 'Show' });
    show.focus();
    fireEvent.click(show);
    await settle();
    expect(dialog('Elevator Pitch')).not.toBeNull();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(dialog('Elevator Pitch')).toBeNull());
    expect(dialog('Key Results')).not.toBeNull();
    // The focus is back on the Show button that opened the preview.
    await waitFor(() => expect(document.activeElement).toBe(show));

    // Open the preview again, then close Key Results underneath it with its close button.
    fireEvent.click(show);
    await settle();
    fireEvent.click(within(dialog('Key Results')!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog('Key Results')).toBeNull());
    expect(dialog('Elevator Pitch')).toBeNull();

    fireEvent.click(keyResultsButton);
    await settle();
    expect(dialog('Key Results')).not.toBeNull();
    expect(dialog('Elevator Pitch')).toBeNull();
  });

  it('returns the focus to the Key Results button of the row when Key Results close', async () => {
    renderDashboard();
    const keyResultsButton = await openKeyResults();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(dialog('Key Results')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(keyResultsButton));
  });

  it('shows the idea card with German headings to a German user', async () => {
    renderDashboard('de');
    await openKeyResults('Kernergebnisse');
    fireEvent.click(within(screen.getByTestId('key-result-elevatorPitch')).getByRole('button', { name: 'Anzeigen' }));
    const preview = await screen.findByRole('dialog', { name: 'Elevator Pitch' });
    const headings = within(preview)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Elevator Pitch',
      'Name',
      'Slogan',
      'Kernfunktionen',
      'Zielgruppe',
      'Nutzenversprechen',
      'Details',
      'Price per day',
    ]);
    expect(within(preview).getAllByRole('button', { name: 'Schließen' })).toHaveLength(1); // one Close, no X beside it
    // Inputs are named after the same labels while editing.
    fireEvent.click(within(preview).getByRole('button', { name: 'Bearbeiten' }));
    expect(within(preview).getByRole('textbox', { name: 'Zielgruppe' })).toBeTruthy();
    expect(within(preview).getByRole('textbox', { name: 'Kernfunktionen 2' })).toBeTruthy();
  });
});
