import { act, render } from '@testing-library/react';
import type { ToasterProps } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalCopy } from './copy';
import { setLanguage } from './language';
import Toaster, { toasterPlacement } from './toaster';

/** The props sonner's outlet was last rendered with. */
const seen: { props: ToasterProps | null } = { props: null };

vi.mock('sonner', () => ({
  Toaster: (props: ToasterProps) => {
    seen.props = props;
    return null;
  },
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  setWidth(1024);
  setLanguage('es');
});

/** The header's height (global.css `--header-height`): toasts must start below it. */
const HEADER_HEIGHT_PX = 64;

describe("the toaster's place (toasts never over the header's bell and avatar)", () => {
  it('on a phone (390 px) rises from the bottom centre', () => {
    setWidth(390);
    render(<Toaster />);
    expect(seen.props?.position).toBe('bottom-center');
  });

  it('on a wide screen stays top-right, below the sticky header', () => {
    setWidth(1280);
    render(<Toaster />);
    expect(seen.props?.position).toBe('top-right');
    const offset = seen.props?.offset as { top: number };
    expect(offset.top).toBeGreaterThan(HEADER_HEIGHT_PX);
  });

  it('moves when the window is resized', () => {
    setWidth(1280);
    render(<Toaster />);
    act(() => setWidth(390));
    expect(seen.props?.position).toBe('bottom-center');
  });

  it('places a top toaster below the header whatever sonner does on narrow screens', () => {
    const wide = toasterPlacement(false);
    expect((wide.mobileOffset as { top: number }).top).toBeGreaterThan(HEADER_HEIGHT_PX);
    expect(toasterPlacement(true).position?.startsWith('bottom')).toBe(true);
  });

  it('names its region and close buttons in the chosen language', async () => {
    await portalCopy.load('en');
    setLanguage('en');
    render(<Toaster />);
    expect(seen.props?.containerAriaLabel).toBe('Notifications');
    expect(seen.props?.toastOptions?.closeButtonAriaLabel).toBe('Close');
  });
});
