import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHeldHeight } from './useHeldHeight';

/** The list's layout as the fake `getBoundingClientRect` reports it (jsdom lays nothing out). */
const layout = { top: 100, content: 0 };

function List({ placeholder, enabled = true }: { placeholder: boolean; enabled?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useHeldHeight(ref, placeholder, enabled);
  return (
    <section
      data-testid="list"
      ref={(element) => {
        ref.current = element;
        if (!element) return;
        // Its height: its content's, or its min-height when taller (as a browser lays it out).
        element.getBoundingClientRect = () => {
          const height = Math.max(layout.content, Number.parseFloat(element.style.minHeight) || 0);
          return { top: layout.top, height, bottom: layout.top + height } as DOMRect;
        };
      }}
    >
      <div
        ref={(content) => {
          if (!content) return;
          content.getBoundingClientRect = () =>
            ({ top: layout.top, height: layout.content, bottom: layout.top + layout.content }) as DOMRect;
        }}
      />
    </section>
  );
}

/** A list that showed a placeholder `placeholderHeight` tall, then results `contentHeight` tall. */
function loadShorter(placeholderHeight: number, contentHeight: number, enabled = true) {
  layout.content = placeholderHeight;
  const view = render(<List placeholder enabled={enabled} />);
  layout.content = contentHeight;
  view.rerender(<List placeholder={false} enabled={enabled} />);
  return { ...view, list: view.getByTestId('list') };
}

function scrollTo(top: number) {
  layout.top = top;
  fireEvent.scroll(window);
}

const viewportHeight = window.innerHeight;

beforeEach(() => {
  layout.top = 100;
  layout.content = 0;
});

afterEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight });
});

describe('useHeldHeight', () => {
  it('keeps the placeholder height under shorter results, ending at the bottom of the viewport', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list } = loadShorter(1500, 200);
    // The part under the viewport is let go at once: nothing there is seen.
    expect(list.style.minHeight).toBe('700px');
  });

  it('keeps all of it when the placeholder ends in view', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list } = loadShorter(600, 200);
    expect(list.style.minHeight).toBe('600px');
  });

  it('lets it go at once when the results reach the bottom of the viewport', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list } = loadShorter(1500, 750);
    expect(list.style.minHeight).toBe('');
  });

  it('holds nothing when the results are as tall as the placeholder', () => {
    const { list } = loadShorter(600, 640);
    expect(list.style.minHeight).toBe('');
  });

  it.each([
    ['a click', (target: Element) => fireEvent.click(target)],
    ['a key', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['a mouse press', (target: Element) => fireEvent.pointerDown(target, { pointerType: 'mouse' })],
  ])('lets it go at %s anywhere on the page', (_, act) => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list } = loadShorter(600, 200);
    act(document.body);
    expect(list.style.minHeight).toBe('');
    // And does not hold it again as the page scrolls.
    scrollTo(50);
    expect(list.style.minHeight).toBe('');
  });

  it('keeps it through a touch that may start a scroll', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list } = loadShorter(600, 200);
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(list.style.minHeight).toBe('600px');
  });

  it('lets it go once scrolled past, and not while any of it is in view', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list } = loadShorter(600, 200);
    scrollTo(-500);
    expect(list.style.minHeight).toBe('600px');
    scrollTo(-600);
    expect(list.style.minHeight).toBe('');
  });

  it('lets go of what scrolling leaves under the viewport', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    // The results arrive while the list is far down the page: nothing of it in view.
    layout.top = 1000;
    const { list } = loadShorter(600, 200);
    expect(list.style.minHeight).toBe('');
  });

  it('holds nothing when disabled', () => {
    const { list } = loadShorter(600, 200, false);
    expect(list.style.minHeight).toBe('');
  });

  it('measures the placeholder again when a new one shows, and stops listening once unmounted', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { list, rerender, unmount } = loadShorter(600, 200);
    layout.content = 500;
    rerender(<List placeholder />);
    expect(list.style.minHeight).toBe('');
    layout.content = 100;
    rerender(<List placeholder={false} />);
    expect(list.style.minHeight).toBe('500px');
    unmount();
    expect(list.style.minHeight).toBe('');
  });
});
