import { browserStorage, type KeyValueStorage } from './browser-storage.js';

const DEVICE_KEY = 'bestellwerk.signage.device';

/** The TV a browser was paired as, opened by `/signage` without a device. */
export const rememberedDevice = {
  read(storage: KeyValueStorage | null = browserStorage()): string | null {
    try {
      return storage?.getItem(DEVICE_KEY) ?? null;
    } catch {
      return null;
    }
  },
  write(identifier: string, storage: KeyValueStorage | null = browserStorage()): void {
    try {
      storage?.setItem(DEVICE_KEY, identifier);
    } catch {
      // Pairing again next time.
    }
  },
  forget(identifier: string, storage: KeyValueStorage | null = browserStorage()): void {
    try {
      if (storage?.getItem(DEVICE_KEY) === identifier) storage.removeItem(DEVICE_KEY);
    } catch {
      // Nothing to forget.
    }
  },
};
