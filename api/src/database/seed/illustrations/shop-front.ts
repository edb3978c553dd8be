// A branch's pictures: the shop front (header image) and the round logo.
import { darker, lens, lighter, round, type Canvas } from './canvas.js';
import { loaf, pretzel, rolls, stick } from './breads.js';
import { wholeCake } from './cakes.js';

/** How a branch looks. */
export interface ShopFrontStyle {
  colour: string;
  facade: string;
  hasTerrace: boolean;
}

/** A wheat ear along a stem from (x, y), `turn` degrees from upright. */
function wheatEar(x: number, y: number, turn: number, colour: string): string {
  let grains = '';
  for (let i = 0; i < 5; i++) {
    const gy = -40 - i * 16;
    grains +=
      lens([0, gy], [-16, gy - 16], 6, `fill="${colour}"`) +
      lens([0, gy], [16, gy - 16], 6, `fill="${colour}"`);
  }
  grains += lens([0, -118], [0, -140], 6, `fill="${colour}"`);
  return `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M0 0L0 -120" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>${grains}</g>`;
}

/** The emblem of the logo and the shop sign: a pretzel between two wheat ears. */
export function emblem(c: Canvas, colour: string): string {
  return `${wheatEar(-70, 90, -28, colour)}${wheatEar(70, 90, 28, colour)}<g transform="translate(0 70) scale(0.42)">${pretzel(c)}</g>`;
}

/** A round logo, `size` pixels square. */
export function logoSvgBody(c: Canvas, style: ShopFrontStyle, size: number): string {
  const r = size / 2;
  const face = c.radial(
    [lighter(style.colour, 0.2), style.colour, darker(style.colour, 0.25)],
    0.4,
    0.35,
    0.8,
  );
  let dots = '';
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    dots += `<circle cx="${round(r + Math.cos(a) * r * 0.86)}" cy="${round(r + Math.sin(a) * r * 0.86)}" r="${round(size * 0.012)}" fill="#f6e7c8"/>`;
  }
  return `<defs>${face.def}</defs><circle cx="${r}" cy="${r}" r="${r}" fill="${face.url}"/>${dots}<circle cx="${r}" cy="${r}" r="${round(r * 0.76)}" fill="#fbf1dc"/><g transform="translate(${r} ${r}) scale(${round(size / 320)})">${emblem(c, darker('#d39445', 0.1))}</g>`;
}

/** A shelf of baked goods inside a window, from x to x + width at height y. */
function shelf(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  kinds: readonly ('loaf' | 'rolls' | 'pretzel' | 'stick' | 'cake')[],
): string {
  const step = width / kinds.length;
  const items = kinds
    .map((kind, i) => {
      const cx = round(x + step * (i + 0.5));
      const drawn =
        kind === 'loaf'
          ? loaf(c, {
              kind: 'loaf',
              crust: i % 2 ? 'rye' : 'brown',
              shape: i % 2 ? 'oval' : 'round',
              score: i % 2 ? 'slashes' : 'cross',
              topping: 'flour',
            })
          : kind === 'rolls'
            ? rolls(c, {
                kind: 'roll',
                crust: 'golden',
                pattern: 'star',
                topping: 'none',
                count: 2,
              })
            : kind === 'pretzel'
              ? pretzel(c)
              : kind === 'stick'
                ? stick(c, { kind: 'stick', crust: 'golden', form: 'braid', topping: 'poppy' })
                : wholeCake(c, {
                    kind: 'cake',
                    coat: '#4a2616',
                    side: '#552d1a',
                    tiers: 1,
                    decoration: 'seal',
                  });
      return `<g transform="translate(${cx} ${y}) scale(${round(Math.min(step / 420, 0.34))})">${drawn}</g>`;
    })
    .join('');
  return `${items}<rect x="${x}" y="${y}" width="${width}" height="10" fill="#8d5a2f"/>`;
}

/** A café table with two chairs standing at (x, y). */
function terraceTable(x: number, y: number, colour: string): string {
  const chair = (dx: number, flip: number) =>
    `<g transform="translate(${x + dx} ${y}) scale(${flip} 1)"><path d="M0 0L0 -60M30 0L30 -60M0 -60L30 -60M0 -60L-6 -130" stroke="#3a3a3a" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="-2" y="-68" width="36" height="10" rx="3" fill="${colour}"/></g>`;
  return `${chair(-90, 1)}${chair(90, -1)}<ellipse cx="${x}" cy="${y - 92}" rx="60" ry="12" fill="#f1ece2" stroke="#9c958a" stroke-width="3"/><path d="M${x} ${y - 90}L${x} ${y}M${x - 26} ${y}L${x + 26} ${y}" stroke="#3a3a3a" stroke-width="7"/><path d="M${x - 10} ${y - 100}q10 -20 20 0z" fill="#ffffff"/>`;
}

/** The shop front of a branch: facade, sign, striped awning, windows with bread, a door. */
export function shopFrontBody(
  c: Canvas,
  style: ShopFrontStyle,
  width: number,
  height: number,
): string {
  const { colour, facade } = style;
  const wall = c.linear([lighter(facade, 0.3), facade]);
  const glass = c.linear(['#dfe9ea', '#b8cdd0', '#f4ead8']);
  const windowInside = c.linear(['#5a3c28', '#7a5535']);
  let out = `<defs>${wall.def}${glass.def}${windowInside.def}</defs><rect width="${width}" height="${height}" fill="${wall.url}"/>`;
  // Upper floor windows with shutters.
  for (const x of [150, 560, 970]) {
    out += `<rect x="${x}" y="36" width="160" height="120" fill="#cfdfe2" stroke="#ffffff" stroke-width="10"/><path d="M${x + 80} 36L${x + 80} 156M${x} 96L${x + 160} 96" stroke="#ffffff" stroke-width="6"/><rect x="${x - 46}" y="36" width="40" height="120" fill="${darker(colour, 0.1)}"/><rect x="${x + 166}" y="36" width="40" height="120" fill="${darker(colour, 0.1)}"/><rect x="${x - 8}" y="156" width="176" height="14" fill="${darker(facade, 0.15)}"/>`;
  }
  // Sign board with the emblem.
  out += `<rect x="80" y="196" width="${width - 160}" height="82" rx="8" fill="${darker(colour, 0.45)}"/><rect x="92" y="208" width="${width - 184}" height="58" rx="4" fill="none" stroke="#d9b36a" stroke-width="3"/><g transform="translate(${width / 2} 206) scale(0.36)">${emblem(c, '#e8c27a')}</g><path d="M200 237L${width / 2 - 90} 237M${width / 2 + 90} 237L${width - 200} 237" stroke="#d9b36a" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  // Striped awning with a scalloped edge.
  const stripe = 64;
  let awning = '';
  for (let x = 60, i = 0; x + stripe <= width - 60; x += stripe, i++) {
    const fill = i % 2 ? '#fbf3e3' : colour;
    awning += `<path d="M${x + 10} 290L${x + stripe + 10} 290L${x + stripe} 360L${x} 360Z" fill="${fill}"/><path d="M${x} 360a${stripe / 2} 18 0 0 0 ${stripe} 0Z" fill="${fill}"/>`;
  }
  out += `${awning}<rect x="60" y="284" width="${width - 120}" height="10" fill="${darker(colour, 0.3)}"/><path d="M60 362L${width - 60} 362" stroke="${darker(colour, 0.3)}" stroke-width="2" opacity="0.4"/>`;
  // Shop window with two shelves of bread.
  const ground = height - 80;
  out += `<rect x="90" y="392" width="610" height="${ground - 392}" fill="${windowInside.url}" stroke="${darker(colour, 0.35)}" stroke-width="14"/>`;
  out += shelf(c, 104, 500, 582, ['loaf', 'rolls', 'loaf', 'pretzel']);
  out += shelf(c, 104, ground - 24, 582, ['stick', 'loaf', 'rolls', 'loaf']);
  out += `<path d="M150 392L260 392L120 ${ground}L90 ${ground}L90 470Z" fill="#ffffff" opacity="0.12"/><path d="M330 392L380 392L250 ${ground}L200 ${ground}Z" fill="#ffffff" opacity="0.1"/>`;
  // Door.
  out += `<rect x="760" y="392" width="190" height="${ground - 392}" fill="${darker(colour, 0.25)}"/><rect x="784" y="414" width="142" height="180" fill="${glass.url}" opacity="0.85"/><circle cx="920" cy="${ground - 110}" r="9" fill="#d9b36a"/><rect x="740" y="${ground - 6}" width="230" height="10" fill="#9c958a"/>`;
  // Second window with cakes.
  out += `<rect x="1010" y="392" width="190" height="${ground - 392}" fill="${windowInside.url}" stroke="${darker(colour, 0.35)}" stroke-width="14"/>${shelf(c, 1024, 520, 162, ['cake'])}${shelf(c, 1024, ground - 24, 162, ['rolls'])}`;
  // Plants beside the door and the pavement.
  for (const x of [722, 990]) {
    out += `<path d="M${x - 20} ${ground}L${x + 20} ${ground}L${x + 26} ${ground - 46}L${x - 26} ${ground - 46}Z" fill="#b4623a"/><circle cx="${x}" cy="${ground - 70}" r="30" fill="#4f8a3c"/><circle cx="${x - 16}" cy="${ground - 86}" r="20" fill="#62a04a"/><circle cx="${x + 14}" cy="${ground - 92}" r="18" fill="#3f7a2d"/>`;
  }
  out += `<rect y="${ground}" width="${width}" height="${height - ground}" fill="#b9b3aa"/>`;
  for (let x = 0; x < width; x += 80)
    out += `<path d="M${x} ${ground}L${x - 30} ${height}" stroke="#a39c92" stroke-width="3"/>`;
  out += `<path d="M0 ${ground + 30}L${width} ${ground + 30}" stroke="#a39c92" stroke-width="3"/>`;
  if (style.hasTerrace)
    out += terraceTable(340, height - 6, colour) + terraceTable(1110, height - 6, colour);
  return out;
}
