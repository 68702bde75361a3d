import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React yield to the browser every few milliseconds while it builds the first page,
// instead of one long task that blocks input (Lighthouse's Total Blocking Time, real users' INP).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
