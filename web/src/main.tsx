import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readPageData } from './lib/page-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page rendered on the server carries its data: React takes over its HTML instead of drawing it again.
const pageData = readPageData(document);
const app = (
  <StrictMode>
    <App pageData={pageData} />
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
