// The first stage of the app's start (main.tsx): React and its renderer.
export { startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
