import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders } from '../test/render';
import { i18n, LANGUAGE_STORAGE_KEY } from './index';
import { languageAtom } from './languageAtom';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('comingSoon.title')}</h1>;
}

describe('languageAtom', () => {
  it('switches every text to German and back', () => {
    const store = createStore();
    renderWithProviders(<Title />, { store });
    expect(screen.getByRole('heading').textContent).toBe('Coming soon');

    act(() => store.set(languageAtom, 'de'));
    expect(screen.getByRole('heading').textContent).toBe('Demnächst verfügbar');
    expect(i18n.language).toBe('de');

    act(() => store.set(languageAtom, 'en'));
    expect(screen.getByRole('heading').textContent).toBe('Coming soon');
  });

  it('persists the choice as a plain string under idea_lang', () => {
    const store = createStore();
    expect(LANGUAGE_STORAGE_KEY).toBe('idea_lang');
    store.set(languageAtom, 'de');
    expect(localStorage.getItem('idea_lang')).toBe('de');
  });

  it('starts with a language stored by an earlier visit', () => {
    localStorage.setItem('idea_lang', 'de');
    const store = createStore();
    expect(store.get(languageAtom)).toBe('de');
    renderApp('/ac4u', { store });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demnächst verfügbar');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('idea_lang', 'fr');
    expect(createStore().get(languageAtom)).toBe('en');
  });

  it('is switched by the language control on the landing page', () => {
    const store = createStore();
    renderApp('/start', { store });
    act(() => screen.getByRole('radio', { name: 'Deutsch' }).click());
    expect(store.get(languageAtom)).toBe('de');
    expect(screen.getByRole('link', { name: /Startup-Gründer:in/ })).toBeTruthy();
  });
});
