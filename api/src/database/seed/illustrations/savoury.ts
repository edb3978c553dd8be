// Savoury things: filled rolls, toast, open sandwiches, cold cuts, soup, pizza, chestnuts.
import { darker, lighter, round, steam, type Canvas } from './canvas.js';
import { CRUST, topping, type Crust, type Topping } from './breads.js';

/** Fillings of a roll, bottom to top. */
export type Filling =
  | 'lettuce'
  | 'ham'
  | 'salami'
  | 'leberkaese'
  | 'schnitzel'
  | 'cheese'
  | 'tuna'
  | 'hummus'
  | 'tomato'
  | 'cucumber'
  | 'mustard'
  | 'onion';

export interface SandwichDrawing {
  kind: 'sandwich';
  crust: Crust;
  topping: Topping;
  fillings: readonly Filling[];
}

/** One layer of filling between y and y - its height; answers [svg, height]. */
function filling(c: Canvas, kind: Filling, y: number): [string, number] {
  const wave = (
    colour: string,
    stroke: string,
    amplitude: number,
    thickness: number,
    reach = 150,
  ) => {
    let d = `M${-reach} ${y}`;
    for (let x = -reach; x < reach; x += 30) d += `q15 ${amplitude} 30 0`;
    d += `L${reach} ${y - thickness}`;
    for (let x = reach; x > -reach; x -= 30) d += `q-15 ${-amplitude * 0.6} -30 0`;
    return `<path d="${d}Z" fill="${colour}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`;
  };
  switch (kind) {
    case 'lettuce':
      return [wave('#7fb24a', '#4e7a26', 14, 12, 158), 10];
    case 'ham':
      return [wave('#f0a3a3', '#c56d6f', 16, 14), 12] as [string, number];
    case 'salami':
      return [
        `${wave('#b8434a', '#7e2429', 10, 12)}${c.scatter(12, [0, y - 6], [130, 4], (x, cy) => `<circle cx="${x}" cy="${cy}" r="2.5" fill="#f3d4c8"/>`)}`,
        12,
      ];
    case 'leberkaese':
      return [
        `<rect x="-160" y="${y - 34}" width="320" height="34" rx="6" fill="#e7a48f" stroke="#8c4a33" stroke-width="4"/>`,
        34,
      ];
    case 'schnitzel':
      return [
        `${wave('#d49a45', '#9a6523', 18, 22, 168)}${c.scatter(30, [0, y - 11], [150, 8], (x, cy) => `<circle cx="${x}" cy="${cy}" r="2.5" fill="#f2c77c"/>`)}<path d="M150 ${y - 18}l24 -8l-6 16z" fill="#f7e36a" stroke="#c4b03d" stroke-width="2"/>`,
        22,
      ];
    case 'cheese':
      return [
        `<path d="M-150 ${y}L150 ${y}L150 ${y - 10}L-150 ${y - 10}Z" fill="#f4cf4c" stroke="#c99f1f" stroke-width="2"/><path d="M-120 ${y}l20 22l14 -22M60 ${y}l16 18l12 -18" fill="#f4cf4c" stroke="#c99f1f" stroke-width="2"/>`,
        10,
      ];
    case 'tuna':
      return [
        `${wave('#d9c4a2', '#a68b62', 8, 18)}${c.scatter(10, [0, y - 8], [130, 5], (x, cy) => `<path d="M${x} ${cy}a6 4 0 1 1 12 0" fill="none" stroke="#9b3d6b" stroke-width="3"/>`)}`,
        18,
      ];
    case 'hummus':
      return [wave('#e2c48e', '#b4935a', 6, 16), 16];
    case 'tomato':
      return [
        [-100, 0, 100]
          .map(
            (x) =>
              `<ellipse cx="${x}" cy="${y - 6}" rx="46" ry="8" fill="#e0483c" stroke="#a52a22" stroke-width="2"/>`,
          )
          .join(''),
        10,
      ];
    case 'cucumber':
      return [
        [-110, -36, 38, 112]
          .map(
            (x) =>
              `<ellipse cx="${x}" cy="${y - 5}" rx="34" ry="7" fill="#d7ecb0" stroke="#4e8a2e" stroke-width="4"/>`,
          )
          .join(''),
        9,
      ];
    case 'mustard':
      return [
        `<path d="M-140 ${y - 2}${[0, 1, 2, 3, 4, 5, 6].map(() => 'q20 -10 40 0').join('')}" fill="none" stroke="#e3b21c" stroke-width="7" stroke-linecap="round"/>`,
        4,
      ];
    case 'onion':
      return [
        [-90, 10, 100]
          .map(
            (x) =>
              `<ellipse cx="${x}" cy="${y - 4}" rx="24" ry="7" fill="none" stroke="#a8467b" stroke-width="4"/>`,
          )
          .join(''),
        6,
      ];
  }
}

/** A roll cut open and filled. */
export function sandwich(c: Canvas, d: SandwichDrawing): string {
  const colour = CRUST[d.crust];
  const paint = c.radial([lighter(colour, 0.45), colour, darker(colour, 0.35)], 0.4, 0.25, 0.85);
  const outline = darker(colour, 0.45);
  let out = `<defs>${paint.def}</defs><path d="M-165 -30Q-160 0 0 0Q160 0 165 -30Q150 -44 0 -44Q-150 -44 -165 -30Z" fill="${paint.url}" stroke="${outline}" stroke-width="3"/><path d="M-160 -38Q0 -50 160 -38" fill="none" stroke="${lighter(colour, 0.7)}" stroke-width="8"/>`;
  let y = -40;
  for (const kind of d.fillings) {
    const [svg, height] = filling(c, kind, y);
    out += svg;
    y -= height;
  }
  out += `<path d="M-165 ${y + 4}C-170 ${y - 90} -80 ${y - 120} 0 ${y - 120}C80 ${y - 120} 170 ${y - 90} 165 ${y + 4}Q0 ${y - 10} -165 ${y + 4}Z" fill="${paint.url}" stroke="${outline}" stroke-width="3"/>`;
  out += topping(c, d.topping, [0, y - 80], [110, 24], 0.7);
  return out;
}

export interface ToastieDrawing {
  kind: 'toastie';
}

/** A grilled ham-and-cheese toast, cut into two triangles. */
export function toastie(): string {
  const half = (x: number, turn: number) =>
    `<g transform="translate(${x} 0) rotate(${turn})"><path d="M-110 -10L110 -10L-110 -190Z" fill="#e0a75a" stroke="#9a6426" stroke-width="4" stroke-linejoin="round"/><path d="M-96 -22L86 -22L-96 -170Z" fill="#f0c27a"/>${[-60, -10, 40].map((dx) => `<path d="M${dx - 40} -30L${dx + 10} -90" stroke="#a8692a" stroke-width="7" stroke-linecap="round" opacity="0.7"/>`).join('')}<path d="M-100 -10q30 22 60 0q25 18 50 0q30 24 60 0" fill="#f6d04d" stroke="#c9a021" stroke-width="2"/><rect x="-108" y="-14" width="212" height="6" fill="#ef9ea0"/></g>`;
  return half(-70, 0) + half(90, 8);
}

export interface OpenSliceDrawing {
  kind: 'openSlice';
  crust: Crust;
  spread: string;
  garnish: 'chives' | 'radish';
}

/** An open sandwich: a slice of bread with a spread and a garnish (Liptauerbrot). */
export function openSlice(c: Canvas, d: OpenSliceDrawing): string {
  const colour = CRUST[d.crust];
  const slice = (x: number, y: number, turn: number) => {
    const garnish =
      d.garnish === 'chives'
        ? c.scatter(
            26,
            [0, -78],
            [90, 40],
            (gx, gy, t) =>
              `<rect x="${gx}" y="${gy}" width="12" height="3" rx="1.5" transform="rotate(${t} ${gx} ${gy})" fill="#3f8a35"/>`,
          )
        : [-40, 20, 60]
            .map(
              (gx) =>
                `<ellipse cx="${gx}" cy="-80" rx="20" ry="12" fill="#f5e9ee" stroke="#c8385c" stroke-width="4"/>`,
            )
            .join('');
    return `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M-130 -10Q-150 -120 -90 -150Q0 -185 90 -150Q150 -120 130 -10Q0 8 -130 -10Z" fill="${darker(colour, 0.1)}" stroke="${darker(colour, 0.45)}" stroke-width="3"/><path d="M-116 -22Q-130 -112 -80 -136Q0 -166 80 -136Q130 -112 116 -22Q0 -8 -116 -22Z" fill="${d.spread}"/>${c.scatter(20, [0, -78], [90, 40], (gx, gy) => `<circle cx="${gx}" cy="${gy}" r="2" fill="${darker(d.spread, 0.3)}"/>`)}${garnish}<ellipse cx="-30" cy="-60" rx="22" ry="8" fill="none" stroke="#b4507e" stroke-width="4"/></g>`;
  };
  return slice(-70, -10, -6) + slice(90, 6, 5);
}

export interface ColdCutsDrawing {
  kind: 'coldCuts';
  sort: 'ham' | 'cheese';
}

/** Cold cuts on the board: folded ham slices or a wedge of mountain cheese with slices. */
export function coldCuts(c: Canvas, d: ColdCutsDrawing): string {
  if (d.sort === 'ham') {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const x = -140 + i * 70;
      out += `<g transform="translate(${x} ${-20 - (i % 2) * 18}) rotate(${-10 + i * 5})"><path d="M-60 0Q-70 -70 0 -80Q70 -70 60 0Q0 16 -60 0Z" fill="#f1a7a4" stroke="#c8706f" stroke-width="3"/><path d="M-52 -8Q-60 -62 0 -70" fill="none" stroke="#fbe2dd" stroke-width="8"/></g>`;
    }
    return out;
  }
  const holes = c.scatter(
    8,
    [-40, -70],
    [90, 40],
    (x, y) =>
      `<ellipse cx="${x}" cy="${y}" rx="${round(c.between(6, 12))}" ry="${round(c.between(5, 9))}" fill="#e0b83f"/>`,
  );
  return `<path d="M-170 0L-170 -110L120 -160L120 -50Z" fill="#f5d466" stroke="#c49c26" stroke-width="3" stroke-linejoin="round"/><path d="M120 -160L170 -130L170 -20L120 -50Z" fill="#b98a3e" stroke="#8a6224" stroke-width="3"/><path d="M-170 -110L120 -160L170 -130L-120 -90Z" fill="#f8df82" stroke="#c49c26" stroke-width="3"/>${holes}${[0, 1, 2].map((i) => `<path d="M${30 + i * 40} ${-10 - i * 6}l90 -20l0 -60l-90 20z" fill="#f7dc78" stroke="#c49c26" stroke-width="2"/>`).join('')}`;
}

export interface SoupDrawing {
  kind: 'soup';
  colour: string;
}

/** A bowl of soup with herbs, steam and a roll beside it. */
export function soup(c: Canvas, d: SoupDrawing): string {
  const bowl = c.linear(['#fdfbf6', '#e6e0d5']);
  const roll = `<g transform="translate(150 4) scale(0.45)"><ellipse cx="0" cy="-70" rx="100" ry="76" fill="${CRUST.golden}" stroke="${darker(CRUST.golden, 0.45)}" stroke-width="5"/><path d="M-40 -110q40 -20 80 0" stroke="${lighter(CRUST.golden, 0.6)}" stroke-width="9" fill="none"/></g>`;
  return `<defs>${bowl.def}</defs><path d="M-150 -130Q-150 0 -40 0L40 0Q150 0 150 -130Z" fill="${bowl.url}" stroke="#c9c1b2" stroke-width="3"/><ellipse cx="0" cy="-130" rx="150" ry="30" fill="#f6f2ea" stroke="#c9c1b2" stroke-width="3"/><ellipse cx="0" cy="-128" rx="132" ry="22" fill="${d.colour}"/>${c.scatter(24, [0, -128], [110, 16], (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#3f8a35"/>`)}${c.scatter(6, [0, -128], [90, 12], (x, y) => `<rect x="${x}" y="${y}" width="10" height="7" rx="2" fill="#f08a3a"/>`)}<path d="M-120 -70Q0 -40 120 -70" fill="none" stroke="#b77b45" stroke-width="6" opacity="0.5"/>${steam(0, -165, 80)}${roll}`;
}

export interface PizzaDrawing {
  kind: 'pizza';
}

/** A rectangular slice of tray pizza. */
export function pizza(c: Canvas): string {
  return `<path d="M-170 -20L130 -20L170 -80L-130 -80Z" fill="#e7b46a" stroke="#a8702f" stroke-width="3" stroke-linejoin="round"/><path d="M-170 -20L130 -20L130 0L-170 0Z" fill="#cf9148" stroke="#a8702f" stroke-width="3"/><path d="M130 -20L170 -80L170 -60L130 0Z" fill="#b97a36" stroke="#a8702f" stroke-width="3"/><path d="M-150 -28L120 -28L152 -74L-118 -74Z" fill="#d8452f"/>${c.scatter(12, [0, -50], [120, 16], (x, y) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="7" fill="#f7dc7a"/>`)}${c.scatter(7, [0, -50], [110, 14], (x, y) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="5" fill="#9b2b2e" stroke="#6f1c1f" stroke-width="1.5"/>`)}${c.scatter(30, [0, -50], [120, 16], (x, y) => `<circle cx="${x}" cy="${y}" r="1.8" fill="#3f7a2d"/>`)}`;
}

export interface ChestnutsDrawing {
  kind: 'chestnuts';
}

/** Hot chestnuts in a paper cone. */
export function chestnuts(c: Canvas): string {
  const nut = (x: number, y: number, turn: number) =>
    `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M-26 10Q-34 -26 0 -30Q34 -26 26 10Q0 18 -26 10Z" fill="#6a3a1f" stroke="#3e200f" stroke-width="2"/><path d="M-10 -18l10 14l10 -14" fill="none" stroke="#f1d9a8" stroke-width="6" stroke-linejoin="round"/><path d="M-16 -12q-4 10 2 18" stroke="#93593a" stroke-width="3" fill="none"/></g>`;
  let nuts = '';
  for (let i = 0; i < 9; i++)
    nuts += nut(
      -80 + (i % 5) * 40 + (i > 4 ? 20 : 0),
      -160 - (i > 4 ? 26 : 0),
      Math.round(c.between(-30, 30)),
    );
  return `${nuts}<path d="M-110 -160L110 -160L20 0L-20 0Z" fill="#d9c29a" stroke="#9c8460" stroke-width="3" stroke-linejoin="round"/><path d="M-110 -160L110 -160L100 -140L-100 -140Z" fill="#c6ab7e"/><path d="M-60 -120L60 -120M-45 -90L45 -90M-30 -60L30 -60" stroke="#9c8460" stroke-width="2" opacity="0.6"/>${nut(130, 0, 20)}${steam(0, -200, 60)}`;
}
