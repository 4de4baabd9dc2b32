import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnStaleChunk } from './app/reloadOnStaleChunk';
import { forgetLegacyCredentials } from './features/auth/atoms';
import { i18n, isLanguage, loadLanguage } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app into.');

reloadOnStaleChunk();
// An older version kept the auto-login key where any script of the page could read it: it goes at once.
forgetLegacyCredentials();

const language = isLanguage(i18n.language) ? i18n.language : 'en';

// Texts other than English are a chunk of their own: the app waits for them rather than show English first, and
// without them (e.g. offline) still opens, in English. (No top-level await: it would make the bundler split the
// shared code into many more chunks.)
void loadLanguage(language)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
