import { fieldChanges } from './field-changes.js';

describe('fieldChanges', () => {
  it('lists the changed fields with old and new value, skipping timestamps', () => {
    expect(
      fieldChanges(
        { id: 12, name: 'Kaisersemmel', price: 0.6, updatedAt: '2026-11-01T08:00:00.000Z' },
        { id: 12, name: 'Kaisersemmel', price: 0.75, updatedAt: '2026-11-29T08:00:00.000Z' },
      ),
    ).toEqual([{ field: 'price', old: 0.6, new: 0.75 }]);
  });

  it('compares nested objects by dotted field and lists as a whole', () => {
    expect(
      fieldChanges(
        { payment: { mollie: { profileId: 'a' } }, tags: [1, 2] },
        { payment: { mollie: { profileId: 'b' } }, tags: [1, 2, 3] },
      ),
    ).toEqual([
      { field: 'payment.mollie.profileId', old: 'a', new: 'b' },
      { field: 'tags', old: [1, 2], new: [1, 2, 3] },
    ]);
  });

  it('names fields that appeared or disappeared with null on the missing side', () => {
    expect(fieldChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'b', old: null, new: 2 },
      { field: 'a', old: 1, new: null },
    ]);
    expect(fieldChanges({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });
});
