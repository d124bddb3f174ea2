import { catalogFor } from '@convive/widgets/shared';
import { Listings } from './Listings';

// A Server Component: the heading is rendered on the server from the shared catalog; the widgets are
// the client component below.
export default function Home() {
  const copy = catalogFor('es');
  return (
    <main>
      <h1>{copy.searchBar.label}</h1>
      <Listings />
    </main>
  );
}
