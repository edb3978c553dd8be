import { orderCountText, pageCount, pagingOf } from './paging.js';

describe('paging', () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [101, 25, 5],
  ])('%i entries at %i per page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('says where the list stands and where one can go', () => {
    expect(pagingOf(60, 2, 25)).toEqual({
      page: 2,
      pages: 3,
      hasPrevious: true,
      hasNext: true,
      label: 'Seite 2 von 3',
    });
    expect(pagingOf(60, 1, 25)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(pagingOf(60, 3, 25)).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it('clamps a page beyond the last, and an empty list is page 1 of 1', () => {
    expect(pagingOf(30, 9, 25)).toMatchObject({ page: 2, label: 'Seite 2 von 2' });
    expect(pagingOf(0, 3, 25)).toMatchObject({
      page: 1,
      pages: 1,
      hasPrevious: false,
      hasNext: false,
      label: 'Seite 1 von 1',
    });
  });

  it('counts orders in German', () => {
    expect(orderCountText(0)).toBe('0 Bestellungen');
    expect(orderCountText(1)).toBe('1 Bestellung');
    expect(orderCountText(1234)).toBe('1.234 Bestellungen');
  });
});
