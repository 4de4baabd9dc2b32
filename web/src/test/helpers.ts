import type { Lang } from '@idea-studio/sdk';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { expect } from 'vitest';
import type { AppStore } from '../app/store';
import { languageAtom } from '../i18n/languageAtom';

/** A fresh store whose UI language is `language`. */
export function storeIn(language: Lang): AppStore {
  const store = createStore();
  store.set(languageAtom, language);
  return store;
}

/** Waits for the snackbar to show `headline` and `text`, and answers its type. */
export async function expectSnackbar(headline: string, text: string): Promise<string | null> {
  const bar = await screen.findByTestId('snackbar');
  await waitFor(() => {
    expect(bar.textContent).toContain(headline);
    expect(bar.textContent).toContain(text);
  });
  return bar.getAttribute('data-type');
}

/** The level-1 heading's text. */
export const pageTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

/** The links of an element as [text, href] pairs. */
export function linksIn(element: HTMLElement): [string | null, string | null][] {
  return [...element.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
}

/** Marks this browser as remembered for auto-login, as a completed login leaves it (the token is a server cookie). */
export function storeRemembered() {
  localStorage.setItem('idea_autologin', '1');
}
