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
// The server's head tags (issue 16, server/src/pageHead.ts) describe the address first loaded. Its
// <title> goes now: every screen renders its own. The rest (canonical, alternates, previews, JSON-LD)
// hold for that address and go at the first navigation away from it.
const serverTags = (selector: string) => document.head.querySelectorAll(`${selector}[data-head="server"]`);
for (const tag of serverTags('title')) tag.remove();
const firstAddress = `${location.pathname}${location.search}`;
const stopWatching = router.subscribe(({ location: to }) => {
  if (`${to.pathname}${to.search}` === firstAddress) return;
  for (const tag of serverTags('')) tag.remove();
  stopWatching();
});
const convive = createPortalConvive();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <AppProviders convive={convive}>
    <RouterProvider router={router} />
  </AppProviders>,
);
