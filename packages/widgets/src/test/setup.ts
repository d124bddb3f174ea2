import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A custom element left in the document after jsdom's teardown makes Vitest exit 1 (STACK.md):
// unmount React trees and empty the body after every test.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});
