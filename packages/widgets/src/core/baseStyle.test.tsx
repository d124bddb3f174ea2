/**
 * The base sheet (tokens.css) in a page: a `<style>` styles the whole document, so it is written
 * once per rendered page, not once per widget; on the server and when the browser hydrates.
 */
import { act, render } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from '../enquiry-form/EnquiryForm';
import { RoomGallery } from '../room-gallery/RoomGallery';
import { SearchBar } from '../search-bar/SearchBar';
import tokens from '../styles/tokens.css?inline';
import { fixtureConvive } from '../test/withConvive';
import { VisitScheduler } from '../visit-scheduler/VisitScheduler';
import { ConviveProvider } from './ConviveProvider';
import { WidgetRoot } from './WidgetRoot';

const convive = fixtureConvive();
// A rule of the base sheet (the first), present however the sheet is built.
const marker = ':host([hidden])';

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

function styleTexts(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <ConviveProvider convive={convive} locale="en" isolation="page">
      <SearchBar />
      <RoomGallery images={[]} title="Room" />
      <EnquiryForm propertyId={1} />
      <VisitScheduler propertyId={1} today="2026-11-29" />
      <WidgetRoot className="convive-test" css=".convive-test{color:red}">
        <p>fifth</p>
      </WidgetRoot>
      {children}
    </ConviveProvider>
  );
}

describe('the base sheet in a rendered page', () => {
  it('is loaded for real here', () => {
    expect(tokens).toContain(marker);
  });

  it('is written once for a page of five widgets, each keeping a <style>', () => {
    const html = renderToString(<Page />);
    expect(count(html, marker)).toBe(1);
    expect(count(html, 'class="convive-root')).toBe(5);
    expect(styleTexts(html)).toHaveLength(5);
    // The first widget carries it.
    expect(styleTexts(html)[0]).toContain(marker);
    expect(styleTexts(html).slice(1).join('')).not.toContain(marker);
  });

  it('is written for each render (a server renders many pages)', () => {
    expect(count(renderToString(<Page />), marker)).toBe(1);
    expect(count(renderToString(<Page />), marker)).toBe(1);
  });

  it('hydrates without a mismatch and stays once in the document', async () => {
    const html = renderToString(<Page />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // (The DOM serialises attributes its own way: the <style> texts are compared.)
    expect(styleTexts(container.innerHTML)).toEqual(styleTexts(html));
    act(() => root?.unmount());
    container.remove();
  });

  it('moves to another widget when the one carrying it unmounts', async () => {
    function Toggle() {
      const [first, setFirst] = useState(true);
      return (
        <ConviveProvider convive={convive} isolation="page">
          <button type="button" onClick={() => setFirst(false)}>
            hide
          </button>
          {first ? (
            <WidgetRoot className="convive-a" css=".a{}">
              a
            </WidgetRoot>
          ) : null}
          <WidgetRoot className="convive-b" css=".b{}">
            b
          </WidgetRoot>
        </ConviveProvider>
      );
    }
    const { container, getByRole } = render(
      <StrictMode>
        <Toggle />
      </StrictMode>,
    );
    expect(count(container.innerHTML, marker)).toBe(1);
    expect(container.querySelector('.convive-a style')?.innerHTML).toContain(marker);
    await act(async () => getByRole('button').click());
    expect(count(container.innerHTML, marker)).toBe(1);
    expect(container.querySelector('.convive-b style')?.innerHTML).toContain(marker);
  });

  it('goes to the first root in the document, whichever mounted first', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      useEffect(() => setShown(true), []);
      return shown ? (
        <WidgetRoot className="convive-a" css=".a{}">
          a
        </WidgetRoot>
      ) : null;
    }
    const { container } = render(
      <ConviveProvider convive={convive} isolation="page">
        <Later />
        <WidgetRoot className="convive-b" css=".b{}">
          b
        </WidgetRoot>
      </ConviveProvider>,
    );
    await act(async () => {});
    expect(count(container.innerHTML, marker)).toBe(1);
    expect(container.querySelector('.convive-a style')?.innerHTML).toContain(marker);
  });

  it('is still in every root outside a provider', () => {
    const html = renderToString(
      <>
        <WidgetRoot className="convive-a">a</WidgetRoot>
        <WidgetRoot className="convive-b">b</WidgetRoot>
      </>,
    );
    expect(count(html, marker)).toBe(2);
  });
});
