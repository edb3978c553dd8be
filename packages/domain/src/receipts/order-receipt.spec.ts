import type { Order } from '../contract/ordering.js';
import { makeOrder, makeOrderItem } from '../testing/contract-fixtures.js';
import {
  orderReceiptLines,
  receiptPaymentText,
  RECEIPT_RULE,
  type ReceiptContext,
} from './order-receipt.js';
import type { ReceiptLine } from './receipt-text.js';

const RULE = '-'.repeat(48);

const context: ReceiptContext = {
  shopName: 'Bäckerei Huber',
  timeZone: 'Europe/Vienna',
  branch: {
    name: 'Wien Neubau',
    street: 'Neubaugasse 1',
    zipCode: '1070',
    city: 'Wien',
    phone: '+43 1 234567',
  },
};

/** Three Apfelstrudel at 3,90 €. */
const strudel = makeOrderItem({
  name: 'Apfelstrudel',
  amount: 3,
  unitPrice: 3.9,
  gross: 11.7,
  net: 10.64,
});

/** An open takeaway order of three Apfelstrudel, paid in cash at pickup, as soon as possible. */
function order(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    ticketNumber: 12,
    items: [strudel],
    pricing: {
      gross: 11.7,
      totalNet: 10.64,
      totalGross: 11.7,
      deliveryGross: 0,
      taxes: { '10': 1.06 },
    },
    firstName: 'Anna',
    lastName: 'Huber',
    phone: '+43 664 1234567',
    email: 'anna@example.com',
    ...overrides,
  });
}

/** Lines as `S|text`: N normal, B bold, L large; easy to read and to write down by hand. */
const shown = (lines: readonly ReceiptLine[]) =>
  lines.map(
    ({ style, text }) => `${style === 'large' ? 'L' : style === 'bold' ? 'B' : 'N'}|${text}`,
  );

/** The shown lines from the one starting with `first` up to and including `last`. */
function section(lines: readonly ReceiptLine[], first: string, last: string): string[] {
  const all = shown(lines);
  const start = all.findIndex((text) => text.startsWith(first));
  const end = all.findIndex((text, index) => index >= start && text.startsWith(last));
  if (start < 0 || end < 0) throw new Error(`no section ${first} … ${last} in\n${all.join('\n')}`);
  return all.slice(start, end + 1);
}

describe('orderReceiptLines', () => {
  it('lays out a takeaway order paid at pickup, line by line', () => {
    expect(shown(orderReceiptLines(order(), context))).toEqual([
      'B|                 Bäckerei Huber',
      'N|                  Wien Neubau',
      'N|                 Neubaugasse 1',
      'N|                   1070 Wien',
      'N|               Tel. +43 1 234567',
      'N|',
      'L|   Bestellung Nr. 12',
      'N|                20.11.2026 09:30',
      `N|${RULE}`,
      'B|Abholung',
      'N|Termin: so bald wie möglich',
      `N|${RULE}`,
      'N|3 × Apfelstrudel                         11,70 €',
      `N|${RULE}`,
      'B|Gesamt                                   11,70 €',
      'N|Netto                                    10,64 €',
      'N|MwSt. 10 %                                1,06 €',
      `N|${RULE}`,
      'B|Zahlung vor Ort: Barzahlung',
      `N|${RULE}`,
      'B|Kunde',
      'N|Anna Huber',
      'N|Tel. +43 664 1234567',
      'N|anna@example.com',
      `N|${RULE}`,
      'N|        Vielen Dank für Ihre Bestellung!',
    ]);
  });

  it('lays out a delivery: parts, approximate prices, fee, taxes, online payment, addresses', () => {
    const delivery = order({
      isDelivery: true,
      isConfirmed: true,
      appointmentDate: '2026-11-21T10:30:00.000Z',
      appointment: '2026-11-21T11:00:00.000Z',
      paymentMethod: 'mollie',
      isPaid: true,
      isCompany: true,
      companyName: 'Huber Catering GmbH',
      street: 'Neubaugasse 1',
      stairway: '2',
      floor: '3',
      door: '4',
      zipCode: '1070',
      city: 'Wien',
      vatNo: 'ATU12345678',
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Hotel Sonne',
      deliveryFirstName: 'Max',
      deliveryLastName: 'Muster',
      deliveryStreet: 'Mariahilfer Straße 10',
      deliveryDoor: '5',
      deliveryZipCode: '1060',
      deliveryCity: 'Wien',
      items: [
        {
          ...strudel,
          name: 'Bergkäse',
          amount: 0.25,
          unit: 'kg',
          calculationModel: 'approximate',
          gross: 5,
        },
        {
          ...strudel,
          index: 1,
          name: 'Torte',
          amount: 1,
          gross: 45.5,
          parts: [
            { name: 'Größe', type: 'select', values: ['groß'], uploads: [] },
            { name: 'Extras', type: 'multiselect', values: ['Kerzen', 'Deko'], uploads: [] },
            { name: 'Aufschrift', type: 'text', values: ['Alles Gute, Lena!'], uploads: [] },
            { name: 'Foto', type: 'image', values: [], uploads: [41] },
            { name: 'Glasur', type: 'select', values: [], uploads: [] },
          ],
        },
      ],
      pricing: {
        gross: 50.5,
        totalNet: 48.83,
        totalGross: 54,
        deliveryGross: 3.5,
        taxes: { '10': 4.59, '20': 0.58 },
      },
    });
    expect(section(orderReceiptLines(delivery, context), 'B|Lieferung', 'N|1060 Wien')).toEqual([
      'B|Lieferung',
      'N|Termin: 21.11.2026 12:00',
      `N|${RULE}`,
      'N|0,25 kg Bergkäse                      ca. 5,00 €',
      'N|1 × Torte                                45,50 €',
      'N|    - Größe: groß',
      'N|    - Extras: Kerzen, Deko',
      'N|    - Aufschrift: Alles Gute, Lena!',
      'N|    - Foto: 1 Datei(en)',
      `N|${RULE}`,
      'N|Zwischensumme                        ca. 50,50 €',
      'N|Liefergebühr                              3,50 €',
      'B|Gesamt                               ca. 54,00 €',
      'N|Netto                                    48,83 €',
      'N|MwSt. 10 %                                4,59 €',
      'N|MwSt. 20 %                                0,58 €',
      'N|Der endgültige Preis steht erst nach Abschluss',
      'N|der Bestellung oder nach Erstellung eines',
      'N|Angebots fest.',
      `N|${RULE}`,
      'B|Bezahlt: Online bezahlen (Mollie)',
      `N|${RULE}`,
      'B|Kunde',
      'N|Huber Catering GmbH',
      'N|Anna Huber',
      'N|Neubaugasse 1, Stiege 2, Stock 3, Tür 4',
      'N|1070 Wien',
      'N|Tel. +43 664 1234567',
      'N|anna@example.com',
      'N|UID: ATU12345678',
      'B|Lieferadresse',
      'N|Hotel Sonne',
      'N|Max Muster',
      'N|Mariahilfer Straße 10, Tür 5',
      'N|1060 Wien',
    ]);
  });

  it('shows the final price of a completed order: no ca., no notice', () => {
    const weighed = {
      ...strudel,
      name: 'Bauernbrot',
      amount: 2.14,
      unit: 'kg' as const,
      calculationModel: 'approximate' as const,
      gross: 9.63,
    };
    const pricing = { gross: 9.63, totalNet: 8.75, totalGross: 9.63, deliveryGross: 0, taxes: {} };
    const open = shown(orderReceiptLines(order({ items: [weighed], pricing }), context));
    expect(open).toContain('N|2,14 kg Bauernbrot                    ca. 9,63 €');
    expect(open).toContain('B|Gesamt                                ca. 9,63 €');
    expect(open.join('\n')).toContain('Der endgültige Preis');

    const completed = shown(
      orderReceiptLines(
        order({ items: [weighed], pricing, isConfirmed: true, isCompleted: true }),
        context,
      ),
    );
    expect(completed).toContain('N|2,14 kg Bauernbrot                        9,63 €');
    expect(completed).toContain('B|Gesamt                                    9,63 €');
    expect(completed.join('\n')).not.toContain('Der endgültige Preis');
  });

  it('marks a cancelled dine-in order and leaves out the thank-you', () => {
    const lines = orderReceiptLines(
      order({
        isDineIn: true,
        tableIdentifier: 'T 5',
        appointmentDate: '2026-11-20T17:45:00.000Z',
        isCanceled: true,
      }),
      context,
    );
    expect(section(lines, 'L|', 'N|Wunschtermin')).toEqual([
      'L|   Bestellung Nr. 12',
      'N|                20.11.2026 09:30',
      'B|               *** STORNIERT ***',
      `N|${RULE}`,
      'B|Vor Ort essen, Tisch T 5',
      'N|Wunschtermin: 20.11.2026 18:45',
    ]);
    expect(shown(lines).at(-1)).toBe(`N|${RULE}`);
  });

  it.each<[string, Partial<Order>, string]>([
    ['a rejected order', { isRejected: true }, 'B|               *** ABGELEHNT ***'],
    [
      'a failed payment',
      { isFailed: true, paymentMethod: 'mollie' },
      'B|         *** ZAHLUNG FEHLGESCHLAGEN ***',
    ],
  ])('names the end of %s under the date', (_, overrides, expected) => {
    expect(shown(orderReceiptLines(order(overrides), context))[8]).toBe(expected);
  });

  it('shows a counter-proposal the customer has not answered yet', () => {
    const lines = orderReceiptLines(
      order({
        appointmentDate: '2026-11-21T11:00:00.000Z',
        counterAppointment: '2026-11-21T12:30:00.000Z',
      }),
      context,
    );
    expect(section(lines, 'B|Abholung', 'N|Terminvorschlag')).toEqual([
      'B|Abholung',
      'N|Wunschtermin: 21.11.2026 12:00',
      'N|Terminvorschlag: 21.11.2026 13:30',
    ]);
  });

  it('wraps a long item name under itself, beside the price, and its parts below', () => {
    const lines = orderReceiptLines(
      order({
        items: [
          {
            ...strudel,
            amount: 12,
            name: 'Sachertorte mit extra viel Schlagobers und Kakaostaub',
            gross: 1234.5,
            isPriceHidden: true,
            parts: [
              {
                name: 'Aufschrift',
                type: 'text',
                values: ['Herzlichen Glückwunsch zum fünfzigsten Geburtstag, liebe Oma!'],
                uploads: [],
              },
            ],
          },
        ],
      }),
      context,
    );
    expect(section(lines, 'N|12 ×', 'N|       fünfzigsten')).toEqual([
      'N|12 × Sachertorte mit extra viel   ca. 1.234,50 €',
      'N|     Schlagobers und Kakaostaub',
      'N|     - Aufschrift: Herzlichen Glückwunsch zum',
      'N|       fünfzigsten Geburtstag, liebe Oma!',
    ]);
  });

  it('names the customer’s files when the order carries them, else counts them', () => {
    const cake = makeOrderItem({
      name: 'Torte',
      amount: 1,
      gross: 30,
      parts: [
        { name: 'Foto', type: 'image', values: [], uploads: [41] },
        { name: 'Vorlagen', type: 'files', values: [], uploads: [42, 43] },
      ],
    });
    const file = (id: number, name: string) => ({
      id,
      name,
      mimeType: 'image/png',
      size: 100,
      url: `/upload/abc/${id}-1.png`,
      previewUrl: `/upload/abc/preview/${id}-1.jpg`,
    });
    const named = orderReceiptLines(
      order({
        items: [cake],
        uploads: [file(41, 'lena.png'), file(42, 'a.png'), file(43, 'b.png')],
      }),
      context,
    );
    expect(section(named, 'N|1 × Torte', 'N|    - Vorlagen')).toEqual([
      'N|1 × Torte                                30,00 €',
      'N|    - Foto: lena.png',
      'N|    - Vorlagen: a.png, b.png',
    ]);
    const counted = orderReceiptLines(
      order({ items: [cake], uploads: [file(41, 'lena.png')] }),
      context,
    );
    expect(section(counted, 'N|    - Foto', 'N|    - Vorlagen')).toEqual([
      'N|    - Foto: lena.png',
      'N|    - Vorlagen: 2 Datei(en)',
    ]);
  });

  it('shows a free delivery as kostenlos', () => {
    const lines = orderReceiptLines(order({ isDelivery: true }), context);
    expect(section(lines, 'N|Zwischensumme', 'B|Gesamt')).toEqual([
      'N|Zwischensumme                            11,70 €',
      'N|Liefergebühr                           kostenlos',
      'B|Gesamt                                   11,70 €',
    ]);
  });

  it('wraps the comment at 48 columns, keeps its paragraphs and strips printer commands', () => {
    const comment =
      'Bitte beim Hintereingang klingeln,\r\ndie Glocke vorne ist leider schon seit Wochen defekt.\n\n\n' +
      'Danke!\u001b@\u001bd\u0005';
    const lines = orderReceiptLines(order({ comment }), context);
    expect(section(lines, 'B|Anmerkung', 'N|Danke')).toEqual([
      'B|Anmerkung',
      'N|Bitte beim Hintereingang klingeln,',
      'N|die Glocke vorne ist leider schon seit Wochen',
      'N|defekt.',
      'N|',
      'N|Danke! @ d',
    ]);
    const controls = lines.flatMap((line) => [...line.text].filter((char) => char < ' '));
    expect(controls).toEqual([]);
  });

  it('keeps every line within 48 columns and large lines within 24', () => {
    const lines = orderReceiptLines(
      order({
        ticketNumber: 123456789,
        firstName: 'Maximiliane-Josephine-Theresia-Walburga-Anastasia',
        lastName: 'von Habsburg-Lothringen',
        comment: 'x'.repeat(130),
      }),
      { ...context, shopName: 'Konditorei und Café zur goldenen Kugel am Hohen Markt' },
    );
    for (const { text, style } of lines)
      expect([...text].length).toBeLessThanOrEqual(style === 'large' ? 24 : 48);
    expect(shown(lines).slice(0, 2)).toEqual([
      'B|Konditorei und Café zur goldenen Kugel am Hohen',
      'B|                     Markt',
    ]);
  });

  it('leaves out the shop name and the customer block when there is nothing to show', () => {
    const lines = orderReceiptLines(order({ firstName: '', lastName: '', phone: '', email: '' }), {
      ...context,
      shopName: '',
      branch: { name: 'Wien Neubau', street: '', zipCode: '', city: '', phone: '' },
    });
    expect(shown(lines).slice(0, 2)).toEqual(['N|                  Wien Neubau', 'N|']);
    expect(shown(lines)).not.toContain('B|Kunde');
  });

  it('uses one rule width', () => {
    expect(RECEIPT_RULE).toBe(RULE);
  });
});

describe('receiptPaymentText', () => {
  it.each<[Pick<Order, 'paymentMethod' | 'isPaid' | 'isRefunded'>, string]>([
    [{ paymentMethod: 'cash', isPaid: false, isRefunded: false }, 'Zahlung vor Ort: Barzahlung'],
    [
      { paymentMethod: 'atm-card', isPaid: false, isRefunded: false },
      'Zahlung vor Ort: Bankomatkarte',
    ],
    [{ paymentMethod: 'cash', isPaid: true, isRefunded: false }, 'Bezahlt: Barzahlung'],
    [
      { paymentMethod: 'mollie', isPaid: true, isRefunded: false },
      'Bezahlt: Online bezahlen (Mollie)',
    ],
    [
      { paymentMethod: 'datatrans', isPaid: false, isRefunded: false },
      'Warten auf Zahlung: Online bezahlen (Datatrans)',
    ],
    [
      { paymentMethod: 'mollie', isPaid: true, isRefunded: true },
      'Rückerstattet: Online bezahlen (Mollie)',
    ],
  ])('%j → %s', (payment, expected) => {
    expect(receiptPaymentText(payment)).toBe(expected);
  });
});
