// PLACEHOLDER: replaced by the real shell before this lands.
import { Outlet } from 'react-router';

export function Component() {
  return (
    <main id="main" className="container page">
      <Outlet />
    </main>
  );
}
