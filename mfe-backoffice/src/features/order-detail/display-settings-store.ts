import { action, makeObservable, observable } from 'mobx';

/** localStorage keys of the two display settings of the order detail (backend.md §4). */
export const SHOW_PRODUCT_DATA_KEY = 'showProductData';
export const SHOW_CUSTOMER_DATA_KEY = 'showCustomerData';

/** The part of localStorage the settings use. */
export interface SettingsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A stored display setting: on unless the stored value is '0' (backend.md §4: default on). */
export function parseDisplaySetting(stored: string | null): boolean {
  return stored !== '0';
}

function browserStorage(): SettingsStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * 'Produktdaten anzeigen' and 'Kundendaten anzeigen': whether the order detail shows the items
 * and the customer's data. Kept in localStorage as '1'/'0'; default on, a stored '0' turns off.
 */
export class DisplaySettingsStore {
  showProductData: boolean;
  showCustomerData: boolean;

  constructor(private readonly storage: SettingsStorage | null = browserStorage()) {
    this.showProductData = parseDisplaySetting(this.read(SHOW_PRODUCT_DATA_KEY));
    this.showCustomerData = parseDisplaySetting(this.read(SHOW_CUSTOMER_DATA_KEY));
    makeObservable(this, {
      showProductData: observable,
      showCustomerData: observable,
      setShowProductData: action,
      setShowCustomerData: action,
    });
  }

  setShowProductData(show: boolean): void {
    this.showProductData = show;
    this.write(SHOW_PRODUCT_DATA_KEY, show);
  }

  setShowCustomerData(show: boolean): void {
    this.showCustomerData = show;
    this.write(SHOW_CUSTOMER_DATA_KEY, show);
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, show: boolean): void {
    try {
      this.storage?.setItem(key, show ? '1' : '0');
    } catch {
      // Private mode or full storage: the setting lasts for this visit only.
    }
  }
}
