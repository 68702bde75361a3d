/**
 * React DOM's entry points, re-exported from a module that the build puts in React's chunk
 * (vite.config.ts): React DOM's own start-up then runs as that chunk is evaluated, in a task of
 * its own, rather than inside the task that evaluates the app's code.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
