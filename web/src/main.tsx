import type { Messages } from '@lingui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLanguage, browserI18n, loadMessages } from './lib/i18n';
import { shellLanguage } from './lib/language';
import { readPageData } from './lib/page-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page rendered on the server carries its data, its language and the core of that language's
// messages: React takes over its HTML instead of drawing it again. A page that shows more than the
// core (any but the home page and the course list) waits for the rest of the catalogue, which its
// HTML asked for beside the app's own script. The app shell decides its language here.
const pageData = readPageData(document);
const language = pageData?.language ?? shellLanguage();
document.documentElement.lang = language;
if (pageData?.messages) loadMessages(browserI18n, language, 'core', pageData.messages as Messages);

void activateLanguage(browserI18n, language, ['core']).then(() => {
  const app = (
    <StrictMode>
      <App pageData={pageData} i18n={browserI18n} />
    </StrictMode>
  );
  if (pageData) {
    // As a transition, React takes the page over in slices that leave the browser free between them
    // (the page is on screen already); a click meanwhile makes React finish at once and handle it.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
