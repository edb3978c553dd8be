import type { EditorField } from './editor-schema.js';
import { isFieldShown } from './editor-visibility.js';

describe('isFieldShown', () => {
  const parts: EditorField = {
    kind: 'text',
    name: 'parts',
    label: 'Teile',
    shownWhen: { field: 'type', is: ['configurable', 'bundle'] },
  };

  it.each([
    ['configurable', true],
    ['bundle', true],
    ['normal', false],
    [undefined, false],
  ])('with the type %s: %s', (type, shown) => {
    expect(isFieldShown(parts, { type })).toBe(shown);
  });

  it('shows fields without a condition always', () => {
    expect(isFieldShown({ kind: 'text', name: 'name', label: 'Name' }, {})).toBe(true);
  });
});
