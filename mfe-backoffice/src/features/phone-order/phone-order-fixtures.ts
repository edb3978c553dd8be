import type { ConfigPart, Product } from '@bestellwerk/domain';
import { makePart, makeProduct } from '@bestellwerk/domain/testing';

/** Test support: Bauernbrot at 4,50 € a piece. */
export const bread = makeProduct({ id: 10, name: 'Bauernbrot', price: 4.5 });

/** Test support: a birthday cake at 30 € with a required size (Groß + 12 €), then `parts`. */
export function makeCake(...parts: ConfigPart[]): Product {
  return makeProduct({
    id: 11,
    name: 'Geburtstagstorte',
    type: 'configurable',
    price: 30,
    config: {
      parts: [
        makePart({
          name: 'Größe',
          type: 'select',
          options: [
            { name: 'Klein', modifier: 'add', value: 0 },
            { name: 'Groß', modifier: 'add', value: 12 },
          ],
        }),
        ...parts,
      ],
    },
  });
}
