import { makePage, makeProperty } from '@convive/sdk/testing';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { PropertyGridView } from '../property-grid/PropertyGridView';
import { renderWithConvive } from '../test/withConvive';
import { ItemBoundaryContext } from './ItemBoundary';

const properties = [makeProperty({ id: 4, title: 'Ático' }), makeProperty({ id: 9, title: 'Estudio' })];

function Grid() {
  const { es } = CATALOGS;
  return (
    <PropertyGridView
      status="success"
      data={makePage(properties, 2)}
      page={1}
      pageSize={9}
      view="grid"
      onViewChange={() => {}}
      onPageChange={() => {}}
      onRetry={() => {}}
      detailHref={(property) => `/properties/${property.id}`}
      copy={es.propertyGrid}
      loadingLabel="Cargando..."
      retryLabel="Reintentar"
    />
  );
}

function Boundary({ name, children }: { name: string | number; children: ReactNode }) {
  return <div data-boundary={name}>{children}</div>;
}

describe('ItemBoundaryContext', () => {
  it("renders each card inside the host's boundary, named by the card's key", () => {
    renderWithConvive(
      <ItemBoundaryContext.Provider value={Boundary}>
        <Grid />
      </ItemBoundaryContext.Provider>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.parentElement?.getAttribute('data-boundary'))).toEqual(['4', '9']);
    expect(cards.map((card) => card.parentElement?.parentElement?.tagName)).toEqual(['LI', 'LI']);
  });

  it('renders the cards as they are without one', () => {
    renderWithConvive(<Grid />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => card.parentElement?.tagName)).toEqual(['LI', 'LI']);
  });
});
