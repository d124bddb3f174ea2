import type { PropertyFilters } from '@convive/sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { SearchBar } from './SearchBar';

describe('SearchBar', () => {
  it('labels every control and offers the spec’s choices', () => {
    renderWithConvive(<SearchBar />);
    expect(screen.getByRole('search', { name: 'Buscar alojamiento' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ubicación' })).toBeTruthy();
    const price = screen.getByRole('combobox', { name: 'Precio máximo' }) as HTMLSelectElement;
    expect([...price.options].map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Cualquiera',
      '300 €',
      '500 €',
      '750 €',
      '1000 €',
      '1500 €',
      '2000 €',
    ]);
    const type = screen.getByRole('combobox', { name: 'Tipo de propiedad' }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual([
      'Cualquiera',
      'Apartamento',
      'Casa',
      'Chalet',
      'Piso',
      'Estudio',
      'Ático',
      'Dúplex',
    ]);
    const bedrooms = screen.getByRole('combobox', { name: 'Habitaciones' }) as HTMLSelectElement;
    expect([...bedrooms.options].map((o) => o.textContent)).toEqual(['Cualquiera', '1+', '2+', '3+', '4+']);
  });

  it('maps the controls to filters, trimming the location', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Ubicación' }), '  Madrid  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Precio máximo' }), '750');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de propiedad' }), 'atico');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habitaciones' }), '2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({
      city: 'Madrid',
      max_price: 750,
      property_type: 'atico',
      bedrooms: 2,
    });
  });

  it('never sends "cualquiera" nor a blank location, and Enter submits', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithConvive(<SearchBar onSearch={onSearch} />);
    await user.type(screen.getByRole('textbox', { name: 'Ubicación' }), '   {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({});
  });

  it('goes to a partner’s results page with the filters as query parameters', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithConvive(<SearchBar resultsUrl="https://agencia.example/buscar?ref=home" navigate={navigate} />);
    await user.type(screen.getByRole('textbox', { name: 'Ubicación' }), 'Sevilla');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habitaciones' }), '3');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(navigate).toHaveBeenLastCalledWith(
      'https://agencia.example/buscar?ref=home&city=Sevilla&bedrooms=3',
    );
  });

  it('starts from initial filters', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const initialFilters: PropertyFilters = { city: 'Bilbao', max_price: 1000, property_type: 'casa' };
    renderWithConvive(<SearchBar initialFilters={initialFilters} onSearch={onSearch} />);
    expect((screen.getByRole('textbox', { name: 'Ubicación' }) as HTMLInputElement).value).toBe('Bilbao');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith(initialFilters);
  });

  it('speaks the locale', () => {
    renderWithConvive(<SearchBar />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeTruthy();
  });
});

describe('SearchBar accessibility', () => {
  it('has no violations axe can find', async () => {
    renderWithConvive(<SearchBar />);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
