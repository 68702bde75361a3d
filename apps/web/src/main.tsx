import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A transition lets React yield to the browser every few milliseconds while it builds the first page,
 * instead of one long task that blocks input (Lighthouse's Total Blocking Time, real users' INP).
 */
function render(container: HTMLElement) {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The page's own code first, so the first paint is the page. (A chained promise, not a top-level await:
// that would make the bundler split the entry into many small chunks.) A page whose code fails to load
// still renders: its route shows the loader, then the error screen.
preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => render(root));
