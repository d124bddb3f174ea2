/**
 * Where a React widget draws: by default in a shadow root of its own (the page's CSS and CSP cannot
 * touch it), or in the page with `isolation="page"` (server-rendered, its `<style>` carrying the
 * page's nonce). The cascade itself is checked in Chromium by the consumer-app tests.
 */
import { makeImage } from '@convive/sdk/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyGrid } from '../property-grid/PropertyGrid';
import { RoomGallery } from '../room-gallery/RoomGallery';
import { SearchBar } from '../search-bar/SearchBar';
import { fixtureConvive } from '../test/withConvive';
import { ConviveProvider } from './ConviveProvider';

const convive = fixtureConvive();
const images = [makeImage({ id: 1, is_main: true }), makeImage({ id: 2 })];

function shadowOf(host: Element): HTMLElement {
  const root = host.shadowRoot;
  if (!root) throw new Error('no shadow root');
  // Testing Library's queries take any parent node; they are typed for elements.
  return root as unknown as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a provider without isolation (the default: a shadow root per widget)', () => {
  it('draws each widget inside its own open shadow root, with no <style> in the page', () => {
    const { container } = render(
      <ConviveProvider convive={convive}>
        <SearchBar />
        <RoomGallery images={images} title="Piso" />
      </ConviveProvider>,
    );
    const hosts = [...container.querySelectorAll('.convive-host')];
    expect(hosts.map((host) => host.className)).toEqual([
      'convive-host convive-search-bar-host',
      'convive-host convive-room-gallery-host',
    ]);
    // Nothing of the widgets is in the page's DOM, so no page rule matches it.
    expect(container.querySelector('.convive-root')).toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    const bar = shadowOf(hosts[0] as Element);
    expect(bar.querySelector('.convive-root.convive-search-bar-root')).not.toBeNull();
    expect(within(bar).getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });

  it('opens a dialog inside the widget’s shadow root, keyboard focus and Esc included', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ConviveProvider convive={convive}>
        <RoomGallery images={images} title="Piso" />
      </ConviveProvider>,
    );
    const gallery = shadowOf(container.querySelector('.convive-host') as Element);
    const opener = within(gallery).getByRole('button', { name: 'Ver a pantalla completa' });
    await user.click(opener);
    const dialog = within(gallery).getByRole('dialog');
    expect(dialog.getRootNode()).toBe(gallery);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(dialog.contains(gallery.ownerDocument.activeElement?.shadowRoot?.activeElement ?? null)).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    expect(within(gallery).queryByRole('dialog')).toBeNull();
  });

  it('keeps an outer provider’s choice in an inner one', () => {
    const { container } = render(
      <ConviveProvider convive={convive} isolation="page">
        <ConviveProvider convive={convive} locale="en">
          <SearchBar />
        </ConviveProvider>
      </ConviveProvider>,
    );
    expect(container.querySelector('.convive-host')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('renders an empty host on the server, which the browser then fills', () => {
    const html = renderToString(
      <ConviveProvider convive={convive}>
        <SearchBar />
      </ConviveProvider>,
    );
    expect(html).toBe('<div class="convive-host convive-search-bar-host"></div>');
  });
});

describe('isolation="page"', () => {
  it('writes the page’s nonce on each <style>, on the server and in the browser', () => {
    const page = (
      <ConviveProvider convive={convive} isolation="page" nonce="r4nd0m">
        <SearchBar />
        <RoomGallery images={images} title="Piso" />
      </ConviveProvider>
    );
    const html = renderToString(page);
    const styles = [...html.matchAll(/<style[^>]*>/g)].map((match) => match[0]);
    // The two roots' sheets and the gallery's <noscript> rules.
    expect(styles).toEqual(['<style nonce="r4nd0m">', '<style nonce="r4nd0m">', '<style nonce="r4nd0m">']);
    const { container } = render(page);
    const inPage = [...container.querySelectorAll<HTMLStyleElement>('.convive-root > style')];
    expect(inPage).toHaveLength(2);
    // The DOM property, not the attribute: browsers hide a nonce attribute once it is read.
    for (const style of inPage) expect(style.nonce).toBe('r4nd0m');
  });
});

describe('a provider given only apiBase (what a Server Component can pass)', () => {
  it('makes its own client on first render and asks that API', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({ count: 0, next: null, previous: null, results: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <ConviveProvider apiBase="https://api.partner.test/api" isolation="page">
        <PropertyGrid />
      </ConviveProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const url = new URL(
      String(
        fetch.mock.calls[0]?.[0] instanceof Request ? fetch.mock.calls[0][0].url : fetch.mock.calls[0]?.[0],
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://api.partner.test/api/properties/all/');
    await act(async () => {});
    expect(container.querySelector('.convive-grid')).not.toBeNull();
  });

  it('renders on the server without making a request', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(() =>
      renderToString(
        <ConviveProvider apiBase="https://api.partner.test/api">
          <PropertyGrid />
        </ConviveProvider>,
      ),
    ).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});
