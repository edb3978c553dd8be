import { pictures } from '../demo/pictures.js';
import { categorySvg, logoSvg, productSvg, shopFrontSvg } from './pictures.js';

/** Every SVG document of the demo pictures, by name. */
function demoSvgs(): [name: string, svg: string][] {
  return [
    ...Object.entries(pictures.products).map(([key, p]): [string, string] => [
      key,
      productSvg(key, p),
    ]),
    ...Object.entries(pictures.categories).map(([key, c]): [string, string] => [
      key,
      categorySvg(
        key,
        c.backdrop,
        c.products.map((product) => pictures.products[product]),
      ),
    ]),
    ...Object.entries(pictures.branches).flatMap(([key, b]): [string, string][] => [
      [`${key} (Ladenfront)`, shopFrontSvg(key, b)],
      [`${key} (Logo)`, logoSvg(key, b)],
    ]),
  ];
}

describe('demo pictures', () => {
  it('are the same on every run and differ between products of one kind', () => {
    const { semmel, kaisersemmel } = pictures.products;
    expect(productSvg('semmel', semmel)).toBe(productSvg('semmel', semmel));
    expect(productSvg('semmel', semmel)).not.toBe(productSvg('kaisersemmel', kaisersemmel));
  });

  it('draw every picture without an unset number, colour or id', () => {
    const broken = demoSvgs()
      .filter(([, svg]) => /NaN|undefined|Infinity|url\(#\)/.test(svg) || !svg.startsWith('<svg'))
      .map(([name]) => name);
    expect(broken).toEqual([]);
  });

  it('give each picture its own ids (a shared gradient id would paint the wrong shape)', () => {
    for (const [name, svg] of demoSvgs()) {
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect({ name, repeated: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({
        name,
        repeated: [],
      });
    }
  });
});
