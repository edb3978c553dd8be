import { ADMIN_FIELD_LABELS, LIST_ITEM_LABELS } from './admin-field-labels.js';
import { FORM_FIELD_LABELS } from '../forms/field-labels.js';

describe('ADMIN_FIELD_LABELS', () => {
  it('leaves the customer-form names to FORM_FIELD_LABELS', () => {
    const shared = Object.keys(ADMIN_FIELD_LABELS).filter((key) =>
      Object.hasOwn(FORM_FIELD_LABELS, key),
    );
    expect(shared).toEqual([]);
  });

  it('has a label for every list with numbered entries', () => {
    const unlabelled = Object.keys(LIST_ITEM_LABELS).filter(
      (list) => !Object.hasOwn(ADMIN_FIELD_LABELS, list),
    );
    expect(unlabelled).toEqual([]);
  });

  it('keys a list-specific label by a list with numbered entries', () => {
    const contexts = Object.keys(ADMIN_FIELD_LABELS)
      .filter((key) => key.includes('.'))
      .map((key) => key.split('.'));
    for (const [list, field] of contexts) {
      expect(Object.hasOwn(LIST_ITEM_LABELS, list)).toBe(true);
      expect(Object.hasOwn(ADMIN_FIELD_LABELS, field)).toBe(true);
    }
  });

  it('words every label in German, never as the field name', () => {
    for (const [field, label] of Object.entries(ADMIN_FIELD_LABELS)) {
      expect(label.trim()).not.toBe('');
      expect(label).not.toBe(field);
    }
  });

  it('chooses names that are right in every input that shares them', () => {
    expect(ADMIN_FIELD_LABELS.type).toBe('Art');
    expect(ADMIN_FIELD_LABELS.name).toBe('Name');
    expect(ADMIN_FIELD_LABELS.from).toBe('Von');
    expect(ADMIN_FIELD_LABELS.to).toBe('Bis');
  });
});
