import {
  DisplaySettingsStore,
  parseDisplaySetting,
  SHOW_CUSTOMER_DATA_KEY,
  SHOW_PRODUCT_DATA_KEY,
  type SettingsStorage,
} from './display-settings-store.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = { ...initial };
  const storage: SettingsStorage = {
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
  return { storage, values };
}

describe('parseDisplaySetting', () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ['1', true],
    ['', true],
    ['true', true],
    ['0', false],
  ])('%j → %s', (stored, expected) => {
    expect(parseDisplaySetting(stored)).toBe(expected);
  });
});

describe('DisplaySettingsStore', () => {
  it('shows product and customer data by default', () => {
    const settings = new DisplaySettingsStore(memoryStorage().storage);
    expect(settings.showProductData).toBe(true);
    expect(settings.showCustomerData).toBe(true);
  });

  it('hides what a stored 0 turns off', () => {
    const { storage } = memoryStorage({
      [SHOW_PRODUCT_DATA_KEY]: '0',
      [SHOW_CUSTOMER_DATA_KEY]: '1',
    });
    const settings = new DisplaySettingsStore(storage);
    expect(settings.showProductData).toBe(false);
    expect(settings.showCustomerData).toBe(true);
  });

  it('stores a change as 0 or 1', () => {
    const { storage, values } = memoryStorage();
    const settings = new DisplaySettingsStore(storage);

    settings.setShowCustomerData(false);
    settings.setShowProductData(true);

    expect(values).toEqual({ [SHOW_CUSTOMER_DATA_KEY]: '0', [SHOW_PRODUCT_DATA_KEY]: '1' });
    expect(new DisplaySettingsStore(storage).showCustomerData).toBe(false);
  });

  it('works without storage (private mode)', () => {
    const throwing: SettingsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const settings = new DisplaySettingsStore(throwing);
    settings.setShowProductData(false);
    expect(settings.showProductData).toBe(false);
  });
});
