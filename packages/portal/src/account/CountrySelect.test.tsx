import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_SEARCH_DEBOUNCE_MS } from '../logic/forms/phone';
import { CountrySelect } from './CountrySelect';

const OPTIONS = [
  { label: 'International' },
  { value: 'ES', label: 'España' },
  { value: 'PT', label: 'Portugal' },
  { value: 'PL', label: 'Polonia' },
  { value: 'FR', label: 'Francia' },
];

describe('CountrySelect', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('filters the list once typing has paused for 250 ms, not on every key', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<CountrySelect value="ES" onChange={onChange} options={OPTIONS} />);
    fireEvent.click(screen.getByRole('button'));
    const search = screen.getByRole('combobox', { name: 'Buscar país' });
    const list = screen.getByRole('listbox', { name: 'Países' });
    expect(within(list).getAllByRole('option')).toHaveLength(4);

    fireEvent.change(search, { target: { value: 'po' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS - 1));
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    // Another key restarts the wait.
    fireEvent.change(search, { target: { value: 'por' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS - 1));
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Portugal')]);

    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('PT');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('finds a country by its calling code or without accents', () => {
    vi.useFakeTimers();
    render(<CountrySelect value="ES" onChange={() => undefined} options={OPTIONS} />);
    fireEvent.click(screen.getByRole('button'));
    const search = screen.getByRole('combobox', { name: 'Buscar país' });
    const list = screen.getByRole('listbox', { name: 'Países' });
    fireEvent.change(search, { target: { value: '+351' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option').textContent).toContain('Portugal');
    fireEvent.change(search, { target: { value: 'espana' } });
    act(() => vi.advanceTimersByTime(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(within(list).getByRole('option').textContent).toContain('España');
  });
});
