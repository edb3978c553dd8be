import type { KioskDay, KioskEmployee } from '@bestellwerk/domain';
import type { KioskApi } from './kiosk-api.js';
import { KIOSK_IDLE_MS, KioskStore } from './kiosk-store.js';

const ANNA: KioskEmployee = { id: 7, firstName: 'Anna', lastNameInitial: 'B.', state: 'stopped' };
const DAY: KioskDay = {
  employee: ANNA,
  workingActivity: null,
  netMs: 0,
  breakMs: 0,
  now: '2026-11-26T06:00:00.000Z',
  nextShift: null,
};

/** An API whose PIN check answers only when the test says so. */
function slowApi() {
  let answer: (day: KioskDay) => void = () => {};
  const api: KioskApi = {
    employees: async () => [ANNA],
    punch: () => new Promise<KioskDay>((resolve) => (answer = resolve)),
  };
  return { api, answer: (day: KioskDay) => answer(day) };
}

describe('KioskStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps digits only, at most six', () => {
    const store = new KioskStore(slowApi().api);
    store.select(ANNA);
    store.setPin('12a34 5678');
    expect(store.pin).toBe('123456');
    store.deleteDigit();
    store.typeDigit('9');
    expect(store.pin).toBe('123459');
    store.dispose();
  });

  it('leaves no day behind when the answer comes after the tablet went back to the list', async () => {
    const { api, answer } = slowApi();
    const store = new KioskStore(api);
    store.select(ANNA);
    store.setPin('4826');
    const checking = store.submitPin();
    jest.advanceTimersByTime(KIOSK_IDLE_MS);
    expect(store.phase).toBe('list');
    answer(DAY);
    await checking;
    expect(store.day).toBeNull();
    expect(store.pin).toBe('');
    store.select(ANNA);
    expect(store.phase).toBe('pin');
    store.dispose();
  });

  it('starts no countdown while the list is shown', () => {
    const store = new KioskStore(slowApi().api);
    store.touch();
    expect(jest.getTimerCount()).toBe(0);
    store.select(ANNA);
    expect(jest.getTimerCount()).toBe(1);
    store.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });
});
