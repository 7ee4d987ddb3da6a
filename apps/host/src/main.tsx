import './no-eval';
import './i18n';
import './index.css';
// every feature's views into the host's registries, before anything renders
import './composition';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerServiceWorker } from './pwa/register-service-worker';
import { routes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A data router, so screens can guard unsaved changes with useBlocker.
const router = createBrowserRouter(routes);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

registerServiceWorker();
