import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, switchLanguage } from './index';

describe('switchLanguage', () => {
  // The test setup loads German up front; these tests take it away to see it load.
  afterEach(() => loadLanguage('de'));

  it('loads the German texts when German is chosen, then switches', async () => {
    i18n.removeResourceBundle('de', 'translation');
    const switching = switchLanguage('de');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('de');
    expect(i18n.t('comingSoon.title')).toBe('Demnächst verfügbar');
  });

  it('switches at once when the texts are there', () => {
    void switchLanguage('de');
    expect(i18n.language).toBe('de');
    void switchLanguage('en');
    expect(i18n.language).toBe('en');
  });

  it('keeps the last choice when an earlier one is still loading', async () => {
    i18n.removeResourceBundle('de', 'translation');
    const german = switchLanguage('de');
    await switchLanguage('en');
    await german;
    expect(i18n.language).toBe('en');
    expect(i18n.t('comingSoon.title')).toBe('Coming soon');
  });
});
