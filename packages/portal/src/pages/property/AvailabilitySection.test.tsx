import { makeProperty } from '@convive/sdk/testing';
import { act, screen, within } from '@testing-library/react';
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
const availability = {
  property: 7,
  from: '2027-03-01',
  to: '2028-03-01',
  next_free: '2027-03-01',
  units: [
    {
      room: null,
      title: property.title,
      available_from: '2027-03-01',
      min_stay_months: 1,
      max_stay_months: null,
      next_free: '2027-03-01',
      periods: [],
    },
  ],
};

// Whole-app renders on a shared two-core machine: generous time for each test.
describe('the availability section of a detail page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps its box empty until the page is scrolled near it, then loads the calendar's code and days", async () => {
    const asked: string[] = [];
    renderScreen('/properties/7', {
      routes: {
        'GET /properties/7/': { body: property },
        'GET /favorites/': { body: [] },
        'GET /properties/7/availability/': ({ path }) => {
          asked.push(path);
          return { body: availability };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: property.title }, { timeout: 5000 });
    const box = document.getElementById('disponibilidad') as HTMLElement;
    expect(box.textContent).toBe('');
    expect(asked).toEqual([]);
    const observer = FakeObserver.instances.find((o) => o.targets.includes(box));
    expect(observer?.options?.rootMargin).toBe('400px 0px');

    act(() => FakeObserver.reveal());
    expect(
      await within(box).findByText('Disponible a partir del 1 de marzo de 2027', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(asked).toEqual(['/properties/7/availability/']);
  });
});
