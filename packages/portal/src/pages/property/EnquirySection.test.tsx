import { makeProperty } from '@convive/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderRoute';

/** A stand-in IntersectionObserver whose entries the test decides. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed elements come within the observer's margin. */
  static reveal() {
    for (const observer of FakeObserver.instances) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length) observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

const property = makeProperty({ id: 7 });
const routes = { 'GET /properties/7/': { body: property }, 'GET /favorites/': { body: [] } };

async function pageLoaded() {
  return screen.findByRole('heading', { level: 1, name: property.title }, { timeout: 5000 });
}

// Whole-app renders on a shared two-core machine: generous time for each test.
describe('the enquiry section of a detail page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('waits until the page is scrolled near it, 800 px ahead, then shows the form', async () => {
    renderScreen('/properties/7', { routes });
    await pageLoaded();
    const section = document.getElementById('contacto');
    // Nothing is loading yet, so nothing says it is.
    expect(section?.textContent).toBe('');
    expect(screen.queryByLabelText('Mensaje')).toBeNull();
    const observer = FakeObserver.instances.find((o) => o.targets.includes(section as Element));
    expect(observer?.options?.rootMargin).toBe('800px 0px');

    act(() => FakeObserver.reveal());
    expect(await screen.findByLabelText('Mensaje', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("loads at once when the page is opened at '#contacto'", async () => {
    window.location.hash = '#contacto';
    renderScreen('/properties/7#contacto', { routes });
    await pageLoaded();
    expect(await screen.findByLabelText('Mensaje', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('puts the cursor in the message once the form has arrived, when the contact button brought it', async () => {
    const user = userEvent.setup();
    renderScreen('/properties/7', { routes });
    await pageLoaded();
    await user.click(screen.getByRole('button', { name: 'Contactar con el propietario' }));
    // Scrolling brings the section within the margin.
    act(() => FakeObserver.reveal());
    const message = await screen.findByLabelText('Mensaje', {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(message));
  });
});
