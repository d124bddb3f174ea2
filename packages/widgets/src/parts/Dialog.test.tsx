import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { Dialog, type DialogProps } from './Dialog';

/** axe findings, without the checks jsdom cannot make (contrast) or a widget does not own (landmarks). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Detalles" {...props}>
        <input aria-label="Primero" />
        <button type="button">Último</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog and moves focus inside', async () => {
    const user = userEvent.setup();
    renderWithConvive(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalles' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Primero' }));
  });

  it('traps focus: Tab and Shift+Tab cycle inside', async () => {
    const user = userEvent.setup();
    renderWithConvive(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const first = screen.getByRole('textbox', { name: 'Primero' });
    const last = screen.getByRole('button', { name: 'Último' });
    const close = screen.getByRole('button', { name: 'Cerrar' });
    // Order in the dialog: close button (header), input, last button.
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Esc and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithConvive(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithConvive(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('textbox', { name: 'Primero' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const overlay = document.querySelector('.convive-dialog__overlay');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithConvive(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders into the given container (a shadow root inside a web component)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    renderWithConvive(
      <Dialog open onOpenChange={() => undefined} title="En sombra" container={shadow}>
        <p>Contenido</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shadow.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    // Its styles travel with it into the shadow root.
    expect(shadow.querySelector('style')).not.toBeNull();
  });

  it('exposes data-state="closed" when kept mounted', () => {
    const onOpenChange = vi.fn();
    renderWithConvive(
      <Dialog open={false} forceMount onOpenChange={onOpenChange} title="Oculto">
        <p>Nada</p>
      </Dialog>,
    );
    const content = document.querySelector('[role="dialog"]');
    expect(content?.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('passes other keys to onKeyDown', () => {
    const onKeyDown = vi.fn();
    renderWithConvive(
      <Dialog open onOpenChange={() => undefined} title="Teclas" onKeyDown={onKeyDown}>
        <p>Texto</p>
      </Dialog>,
    );
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations axe can find', async () => {
    const user = userEvent.setup();
    renderWithConvive(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await axeViolations()).toEqual([]);
  });
});
