import { render, screen, within } from '@testing-library/react';
import type { SignageDisplay } from '@bestellwerk/domain';
import {
  makeCategory,
  makeImage,
  makeMenu,
  makeProduct,
  makeSignageDisplay,
  makeSignageSegment,
} from '@bestellwerk/domain/testing';
import { SignageSegmentView } from './signage-segment-view.js';

const NOW = new Date('2026-11-23T09:00:00+01:00');

function menuDisplay(content: Record<string, unknown>, productCount = 3): SignageDisplay {
  const extra = Array.from({ length: Math.max(0, productCount - 3) }, (_, i) =>
    makeProduct({ id: 200 + i, name: `Weckerl ${i + 1}`, price: 0.6 }),
  );
  const segment = makeSignageSegment({ id: 5, type: 'menu', content });
  return makeSignageDisplay([segment], {
    catalog: {
      menus: [
        makeMenu({
          branches: [1],
          catalog: [
            {
              id: 10,
              products: [100, 101, 102, ...extra.map((p) => p.id)].map((id) => ({
                id,
                isEnabled: true,
                schedule: null,
              })),
            },
            { id: 11, products: [{ id: 110, isEnabled: true, schedule: null }] },
          ],
        }),
      ],
      categories: [
        makeCategory({ id: 10, name: 'Brot' }),
        makeCategory({ id: 11, name: 'Kuchen' }),
      ],
      products: [
        makeProduct({
          id: 100,
          name: 'Bauernbrot',
          price: 4.5,
          allergens: ['A', 'G'],
          images: [makeImage({ id: 31 })],
        }),
        makeProduct({ id: 101, name: 'Dinkelbrot', isEnabled: false }),
        makeProduct({ id: 102, name: 'Bergkäse', price: 24.9, unit: 'kg', isPriceHidden: true }),
        makeProduct({ id: 110, name: 'Sachertorte', price: 5.2 }),
        ...extra,
      ],
    },
  });
}

function showMenu(content: Record<string, unknown>, pricesFresh = true, productCount?: number) {
  const display = menuDisplay(content, productCount);
  return render(
    <SignageSegmentView
      segment={display.segments[0]}
      display={display}
      now={NOW}
      pricesFresh={pricesFresh}
    />,
  );
}

function row(name: string): HTMLElement {
  return screen.getByText(name).closest('li')!;
}

describe('MenuBoard', () => {
  it('lists the chosen categories with the storefront price lines and allergen codes', () => {
    showMenu({ title: 'Frühstück', categories: [11, 10], unavailable: 'dim' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frühstück' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Kuchen',
      'Brot',
    ]);
    expect(row('Bauernbrot')).toHaveTextContent('Bauernbrot A, G4,50 €');
    expect(row('Sachertorte')).toHaveTextContent('5,20 €');
    // Hidden price: the storefront's approximate line.
    expect(row('Bergkäse')).toHaveTextContent('ca. 24,90 € / kg');
  });

  it('dims a product that cannot be ordered now as "ausverkauft", without a price', () => {
    showMenu({ categories: [], unavailable: 'dim' });
    expect(row('Dinkelbrot')).toHaveClass('bw-signage-menu__item--unavailable');
    expect(row('Dinkelbrot')).toHaveTextContent('ausverkauft');
    expect(row('Dinkelbrot')).not.toHaveTextContent('€');
  });

  it('leaves such a product out when the segment says so', () => {
    showMenu({ categories: [], unavailable: 'hide' });
    expect(screen.queryByText('Dinkelbrot')).not.toBeInTheDocument();
    expect(screen.getByText('Bauernbrot')).toBeInTheDocument();
  });

  it('shows pictures only when asked, as the thumbnail variant', () => {
    const { unmount } = showMenu({ categories: [], unavailable: 'dim', showImages: false });
    expect(row('Bauernbrot').querySelector('img')).toBeNull();
    unmount();
    showMenu({ categories: [], unavailable: 'dim', showImages: true });
    expect(row('Bauernbrot').querySelector('img')).toHaveAttribute(
      'src',
      '/image/thumbnail/31-3.jpg',
    );
  });

  it('hides allergen codes and prices when the segment turns them off, with no notice', () => {
    showMenu({ categories: [], unavailable: 'dim', showAllergens: false, showPrices: false });
    expect(row('Bauernbrot')).toHaveTextContent(/^Bauernbrot$/);
    expect(screen.queryByText('Preise derzeit nicht verfügbar')).not.toBeInTheDocument();
  });

  it('shows no prices but "Preise derzeit nicht verfügbar" when the prices are stale', () => {
    showMenu({ categories: [], unavailable: 'dim' }, false);
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.getByText('Preise derzeit nicht verfügbar')).toBeInTheDocument();
  });

  it('reflows into more columns with smaller type as rows are added', () => {
    const { unmount } = showMenu({ categories: [], unavailable: 'dim' });
    const few = within(screen.getByTestId('signage-segment')).getByText('Brot').parentElement!
      .parentElement!;
    expect(few).toHaveAttribute('data-columns', '1');
    const largeType = parseFloat(few.style.fontSize);
    unmount();
    showMenu({ categories: [], unavailable: 'dim' }, true, 40);
    const many = screen.getByText('Brot').parentElement!.parentElement!;
    expect(Number(many.getAttribute('data-columns'))).toBeGreaterThan(1);
    expect(parseFloat(many.style.fontSize)).toBeLessThan(largeType);
  });
});
