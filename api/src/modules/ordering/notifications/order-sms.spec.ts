import { newOrderSmsText, type NewOrderSmsFields } from './order-sms.js';

const VIENNA = 'Europe/Vienna';
const now = new Date('2026-03-10T09:00:00Z');
const order = (fields: Partial<NewOrderSmsFields> = {}): NewOrderSmsFields => ({
  ticketNumber: 12,
  isDelivery: false,
  isDineIn: false,
  totalGross: 11.7,
  appointment: null,
  appointmentDate: null,
  ...fields,
});

describe('newOrderSmsText', () => {
  it.each<[string, Partial<NewOrderSmsFields>, string]>([
    ['takeaway at once', {}, 'Neue Bestellung Nr. 12 (Abholung), 11,70 €, sofort'],
    [
      'delivery asked for today (Vienna wall clock)',
      { isDelivery: true, appointmentDate: new Date('2026-03-10T13:30:00Z') },
      'Neue Bestellung Nr. 12 (Lieferung), 11,70 €, 14:30',
    ],
    [
      'dine-in, the confirmed time wins over the asked one',
      {
        isDineIn: true,
        appointmentDate: new Date('2026-03-10T13:30:00Z'),
        appointment: new Date('2026-03-10T14:00:00Z'),
      },
      'Neue Bestellung Nr. 12 (Vor Ort essen), 11,70 €, 15:00',
    ],
    [
      'a time on another day carries its date',
      { appointmentDate: new Date('2026-12-24T10:00:00Z'), totalGross: 1234.5 },
      'Neue Bestellung Nr. 12 (Abholung), 1.234,50 €, 24.12. 11:00',
    ],
  ])('%s', (_name, fields, text) => {
    const sms = newOrderSmsText(order(fields), now, VIENNA);
    expect(sms).toBe(text);
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).not.toMatch(/\u00a0/);
  });
});
