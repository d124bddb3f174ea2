import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createPortalConvive } from './app/convive';
import { loadInBackground, loadPortalCatalog } from './app/copy';
import { getLanguage } from './app/language';
import { routes } from './app/routes';
import './styles/global.css';

// A stored language other than Spanish: its chrome copy starts downloading now.
const language = getLanguage();
loadInBackground(loadPortalCatalog(language), language);
const router = createBrowserRouter(routes);
const convive = createPortalConvive();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <AppProviders convive={convive}>
    <RouterProvider router={router} />
  </AppProviders>,
);
