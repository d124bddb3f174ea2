import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { PropertyStatusBadge, RoomStatusBadge } from './Badge';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';

function pageLabels() {
  const nav = screen.getByRole('navigation', { name: 'Paginación' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('Más páginas', '') ?? '');
}

describe('Pagination', () => {
  it('is hidden with one page or fewer', () => {
    renderWithConvive(<Pagination page={1} pageCount={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows every page up to 7 and marks the current one', () => {
    renderWithConvive(<Pagination page={3} pageCount={5} onPageChange={() => undefined} />);
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Página 2' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows a window with ellipses beyond 7 pages', () => {
    const first = renderWithConvive(<Pagination page={10} pageCount={20} onPageChange={() => undefined} />);
    expect(pageLabels()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    first.unmount();
    renderWithConvive(<Pagination page={1} pageCount={20} onPageChange={() => undefined} />);
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5', '…', '20']);
  });

  it('disables previous on the first page and next on the last', () => {
    const first = renderWithConvive(<Pagination page={1} pageCount={3} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: /Anterior/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Siguiente/ }) as HTMLButtonElement).disabled).toBe(false);
    first.unmount();
    renderWithConvive(<Pagination page={3} pageCount={3} onPageChange={() => undefined} />);
    expect((screen.getByRole('button', { name: /Siguiente/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the previous, next and chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithConvive(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: /Anterior/ }));
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]]);
  });
});

describe('Pagination with addresses (pageHref)', () => {
  const href = (page: number) => `/properties?city=Madrid&page=${page}`;

  it('renders its pages as links to their addresses, the current one marked', () => {
    renderWithConvive(<Pagination page={2} pageCount={3} onPageChange={() => undefined} pageHref={href} />);
    expect(screen.getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe(href(3));
    expect(screen.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Anterior/ }).getAttribute('href')).toBe(href(1));
    expect(screen.getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe(href(3));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps a disabled button where there is no page to go to', () => {
    renderWithConvive(<Pagination page={1} pageCount={3} onPageChange={() => undefined} pageHref={href} />);
    expect((screen.getByRole('button', { name: /Anterior/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a plain click asks for the page without loading the address; a modified click is the browser’s', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithConvive(<Pagination page={1} pageCount={3} onPageChange={onPageChange} pageHref={href} />);
    const third = screen.getByRole('link', { name: 'Página 3' });
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    third.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    third.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Página 1' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });
});

describe('status badges and spinner', () => {
  it('labels room statuses in Spanish and shows an unknown one raw and unstyled', () => {
    renderWithConvive(
      <>
        <RoomStatusBadge status="available" />
        <RoomStatusBadge status="occupied" />
        <RoomStatusBadge status="maintenance" />
        <RoomStatusBadge status="reserved" />
        <RoomStatusBadge status="en_reforma" />
        <PropertyStatusBadge status="disponible" />
      </>,
    );
    for (const label of ['Ocupada', 'Mantenimiento', 'Reservada'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getAllByText('Disponible')).toHaveLength(2);
    const unknown = screen.getByText('en_reforma');
    expect(unknown.getAttribute('data-tone')).toBe('plain');
    expect(screen.getByText('Ocupada').getAttribute('data-tone')).toBe('danger');
  });

  it('the spinner is a status with a label', () => {
    renderWithConvive(<Spinner />);
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
  });
});
