// Bread and pastry drawn by hand in SVG. Every drawing stands on the point (0, 0), about 360
// units wide, growing upwards (negative y); the scene places and scales it.
import {
  darker,
  lens,
  lerp,
  lighter,
  mix,
  polygon,
  round,
  type Canvas,
  type Point,
} from './canvas.js';

/** Crust colours, light to dark. */
export const CRUST = {
  pale: '#e7bd7c',
  golden: '#d39445',
  brown: '#b06b2c',
  rye: '#8e5a33',
  dark: '#6a3f24',
  lye: '#7a3d17',
} as const;

export type Crust = keyof typeof CRUST;

/** What lies on top of a bread or roll. */
export type Topping =
  'flour' | 'seeds' | 'grains' | 'poppy' | 'salt' | 'walnuts' | 'sugar' | 'none';

/** A crust paint: light where the light falls, dark at the rim. */
function crustPaint(c: Canvas, colour: string): { def: string; url: string } {
  return c.radial([lighter(colour, 0.45), colour, darker(colour, 0.35)], 0.4, 0.25, 0.85);
}

/** Toppings scattered over the ellipse (cx, cy, rx, ry). */
export function topping(
  c: Canvas,
  kind: Topping,
  centre: Point,
  radius: Point,
  density = 1,
): string {
  const n = (count: number) => Math.round(count * density);
  switch (kind) {
    case 'flour':
      return c.scatter(
        n(60),
        centre,
        radius,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="${round(c.between(1.5, 4))}" fill="#fffaf0" opacity="${round(c.between(0.35, 0.8))}"/>`,
      );
    case 'sugar':
      return c.scatter(
        n(140),
        centre,
        radius,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="${round(c.between(1.2, 3.2))}" fill="#ffffff" opacity="0.9"/>`,
      );
    case 'seeds':
      return c.scatter(
        n(28),
        centre,
        radius,
        (x, y, turn) =>
          `<ellipse cx="${x}" cy="${y}" rx="9" ry="4.5" transform="rotate(${turn} ${x} ${y})" fill="#5f7d3a" stroke="#3f5624" stroke-width="1.5"/>`,
      );
    case 'grains':
      return c.scatter(
        n(45),
        centre,
        radius,
        (x, y, turn) =>
          `<ellipse cx="${x}" cy="${y}" rx="6" ry="3.2" transform="rotate(${turn} ${x} ${y})" fill="#e9cf96" stroke="#b48d4f" stroke-width="1"/>`,
      );
    case 'poppy':
      return c.scatter(
        n(220),
        centre,
        radius,
        (x, y) => `<circle cx="${x}" cy="${y}" r="1.8" fill="#2f3140"/>`,
      );
    case 'salt':
      return c.scatter(
        n(34),
        centre,
        radius,
        (x, y, turn) =>
          `<rect x="${x}" y="${y}" width="6" height="6" transform="rotate(${turn} ${x + 3} ${y + 3})" fill="#ffffff" stroke="#dfe6ea" stroke-width="1"/>`,
      );
    case 'walnuts':
      return c.scatter(
        n(10),
        centre,
        radius,
        (x, y, turn) =>
          `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M-10 -4c4 -9 16 -9 20 0c3 7 -5 12 -10 8c-5 4 -13 -1 -10 -8z" fill="#8a5a2b" stroke="#5b381a" stroke-width="1.5"/></g>`,
      );
    case 'none':
      return '';
  }
}

export interface LoafDrawing {
  kind: 'loaf';
  crust: Crust;
  shape: 'round' | 'oval';
  score: 'cross' | 'slashes' | 'ear' | 'none';
  topping: Topping;
}

/** A free-standing loaf: dome, crust gradient, opened scores and a topping. */
export function loaf(c: Canvas, d: LoafDrawing): string {
  const w = d.shape === 'round' ? 300 : 380;
  const h = d.shape === 'round' ? 190 : 165;
  const colour = CRUST[d.crust];
  const paint = crustPaint(c, colour);
  const body = `<path d="M${-w / 2} ${-h * 0.1}C${-w / 2 - 8} ${-h * 0.72} ${-w * 0.28} ${-h} 0 ${-h}C${w * 0.28} ${-h} ${w / 2 + 8} ${-h * 0.72} ${w / 2} ${-h * 0.1}Q${w * 0.46} 0 0 0Q${-w * 0.46} 0 ${-w / 2} ${-h * 0.1}Z" fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="3"/>`;
  const open = lighter(colour, 0.7);
  const edge = darker(colour, 0.25);
  const mark = (a: Point, b: Point, width: number) =>
    lens(a, b, width, `fill="${open}" stroke="${edge}" stroke-width="3"`);
  let scores = '';
  if (d.score === 'cross') {
    scores =
      mark([-w * 0.3, -h * 0.72], [w * 0.3, -h * 0.5], 14) +
      mark([-w * 0.28, -h * 0.48], [w * 0.3, -h * 0.75], 14);
  } else if (d.score === 'slashes') {
    for (const t of [-0.26, 0, 0.26])
      scores += mark([w * (t - 0.12), -h * 0.5], [w * (t + 0.1), -h * 0.82], 11);
  } else if (d.score === 'ear') {
    scores = mark([-w * 0.34, -h * 0.6], [w * 0.34, -h * 0.74], 17);
  }
  const top = topping(c, d.topping, [0, -h * 0.68], [w * 0.36, h * 0.22]);
  return `<defs>${paint.def}</defs>${body}${scores}${top}`;
}

export interface TinLoafDrawing {
  kind: 'tin';
  crust: Crust;
  /** Colour of the crumb in the cut slice in front. */
  crumb: string;
  topping: Topping;
}

/** A tin loaf (toast, black bread) with a slice leaning against it. */
export function tinLoaf(c: Canvas, d: TinLoafDrawing): string {
  const colour = CRUST[d.crust];
  const paint = c.linear([lighter(colour, 0.35), colour, darker(colour, 0.3)]);
  const body = `<path d="M-180 0L-180 -105Q-182 -150 -130 -156Q-60 -190 30 -178Q120 -168 150 -150Q176 -138 176 -100L176 0Z" fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="3"/>`;
  const split = `<path d="M-120 -158Q-20 -140 110 -160" fill="none" stroke="${lighter(colour, 0.6)}" stroke-width="9" stroke-linecap="round"/>`;
  const top = topping(c, d.topping, [0, -150], [150, 18]);
  const slice = `<g transform="translate(70 6) rotate(-8)"><path d="M-80 0L-80 -118Q-82 -150 -40 -152Q0 -168 44 -152Q82 -148 80 -116L80 0Z" fill="${darker(colour, 0.2)}"/><path d="M-70 -6L-70 -114Q-70 -140 -36 -142Q0 -155 40 -142Q70 -138 70 -112L70 -6Z" fill="${d.crumb}"/>${c.scatter(26, [0, -75], [55, 55], (x, y) => `<circle cx="${x}" cy="${y}" r="${round(c.between(1.5, 3.5))}" fill="${darker(d.crumb, 0.25)}" opacity="0.6"/>`)}</g>`;
  return `<defs>${paint.def}</defs>${body}${split}${top}${slice}`;
}

export interface RollDrawing {
  kind: 'roll';
  crust: Crust;
  /** Kaisersemmel star or a plain dome. */
  pattern: 'star' | 'plain';
  topping: Topping;
  /** How many rolls lie together (1–3). */
  count: number;
}

/** One roll seen from slightly above, centred on (x, y). */
function oneRoll(c: Canvas, d: RollDrawing, x: number, y: number, r: number): string {
  const colour = CRUST[d.crust];
  const paint = crustPaint(c, colour);
  let out = `<ellipse cx="${x}" cy="${y - r * 0.72}" rx="${r}" ry="${r * 0.76}" fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="3"/>`;
  if (d.pattern === 'star') {
    const cy = y - r * 0.8;
    for (let i = 0; i < 5; i++) {
      const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
      const end: Point = [x + Math.cos(a) * r * 0.86, cy + Math.sin(a) * r * 0.62];
      const bend: Point = [x + Math.cos(a + 0.7) * r * 0.55, cy + Math.sin(a + 0.7) * r * 0.42];
      out += `<path d="M${x} ${round(cy)}Q${round(bend[0])} ${round(bend[1])} ${round(end[0])} ${round(end[1])}" fill="none" stroke="${darker(colour, 0.3)}" stroke-width="5" stroke-linecap="round"/>`;
      out += `<path d="M${x + 3} ${round(cy - 3)}Q${round(bend[0] + 4)} ${round(bend[1] - 4)} ${round(end[0] + 3)} ${round(end[1] - 3)}" fill="none" stroke="${lighter(colour, 0.55)}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`;
    }
  } else {
    out += lens(
      [x - r * 0.45, y - r * 0.95],
      [x + r * 0.45, y - r * 0.95],
      8,
      `fill="${lighter(colour, 0.6)}" stroke="${darker(colour, 0.2)}" stroke-width="2"`,
    );
  }
  return `<defs>${paint.def}</defs>${out}${topping(c, d.topping, [x, y - r * 0.85], [r * 0.7, r * 0.45], 0.6)}`;
}

/** One to three rolls. */
export function rolls(c: Canvas, d: RollDrawing): string {
  if (d.count <= 1) return oneRoll(c, d, 0, 0, 110);
  if (d.count === 2) return oneRoll(c, d, -95, -6, 95) + oneRoll(c, d, 85, 4, 100);
  return oneRoll(c, d, -120, -20, 82) + oneRoll(c, d, 110, -16, 84) + oneRoll(c, d, 0, 6, 96);
}

export interface StickDrawing {
  kind: 'stick';
  crust: Crust;
  /** Twists across the stick, or a braid of segments. */
  form: 'twist' | 'braid';
  topping: Topping;
}

/** A long roll: Kornspitz, Salzstangerl, Mohnflesserl. */
export function stick(c: Canvas, d: StickDrawing): string {
  const colour = CRUST[d.crust];
  const paint = crustPaint(c, colour);
  const outline = darker(colour, 0.45);
  let out: string;
  if (d.form === 'braid') {
    out = '';
    for (let i = 0; i < 6; i++) {
      const x = -150 + i * 60;
      const ry = 48 - Math.abs(i - 2.5) * 9;
      out += `<ellipse cx="${x}" cy="${-ry - 4 + (i % 2) * 8}" rx="46" ry="${ry}" transform="rotate(${i % 2 ? 24 : -24} ${x} ${-ry})" fill="${paint.url}" stroke="${outline}" stroke-width="3"/>`;
    }
  } else {
    out = `<path d="M-185 -22Q-140 -96 0 -100Q140 -96 185 -22Q140 0 0 0Q-140 0 -185 -22Z" fill="${paint.url}" stroke="${outline}" stroke-width="3"/>`;
    for (let i = -3; i <= 3; i++)
      out += `<path d="M${i * 46 - 12} ${-6 + Math.abs(i) * 3}Q${i * 46 + 6} -50 ${i * 46 + 22} ${-92 + Math.abs(i) * 12}" fill="none" stroke="${darker(colour, 0.3)}" stroke-width="5" stroke-linecap="round"/>`;
  }
  return `<defs>${paint.def}</defs>${out}${topping(c, d.topping, [0, -58], [140, 30])}`;
}

export interface PretzelDrawing {
  kind: 'pretzel';
}

/** The cubic segments of a pretzel's strand. */
const PRETZEL: readonly (readonly [Point, Point, Point, Point])[] = [
  [
    [-70, -40],
    [-30, -90],
    [40, -125],
    [62, -160],
  ],
  [
    [62, -160],
    [92, -215],
    [178, -200],
    [170, -125],
  ],
  [
    [170, -125],
    [162, -50],
    [80, -22],
    [0, -22],
  ],
  [
    [0, -22],
    [-80, -22],
    [-162, -50],
    [-170, -125],
  ],
  [
    [-170, -125],
    [-178, -200],
    [-92, -215],
    [-62, -160],
  ],
  [
    [-62, -160],
    [-40, -125],
    [30, -90],
    [70, -40],
  ],
];

function cubicAt([a, b, c, d]: readonly [Point, Point, Point, Point], t: number): Point {
  const u = 1 - t;
  const at = (i: 0 | 1) =>
    u * u * u * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t * t * t * d[i];
  return [at(0), at(1)];
}

/** A lye pretzel with coarse salt. */
export function pretzel(c: Canvas): string {
  const path = `M${PRETZEL[0][0].join(' ')}${PRETZEL.map(([, b, cc, d]) => `C${b.join(' ')} ${cc.join(' ')} ${d.join(' ')}`).join('')}`;
  const colour = CRUST.lye;
  let salt = '';
  for (const segment of PRETZEL)
    for (const t of [0.15, 0.5, 0.85]) {
      const [x, y] = cubicAt(segment, t);
      const turn = Math.round(c.random() * 90);
      salt += `<rect x="${round(x + c.between(-10, 6))}" y="${round(y + c.between(-16, -4))}" width="7" height="7" transform="rotate(${turn} ${round(x)} ${round(y)})" fill="#ffffff" stroke="#d8e0e4" stroke-width="1"/>`;
    }
  return `<path d="${path}" fill="none" stroke="${darker(colour, 0.35)}" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/><path d="${path}" fill="none" stroke="${colour}" stroke-width="38" stroke-linecap="round" stroke-linejoin="round"/><path d="${path}" transform="translate(-3 -7)" fill="none" stroke="${lighter(colour, 0.35)}" stroke-width="12" stroke-linecap="round" opacity="0.7"/>${salt}`;
}

export interface CroissantDrawing {
  kind: 'croissant';
}

/** A butter croissant of five glossy segments. */
export function croissant(c: Canvas): string {
  const colour = CRUST.golden;
  const segments: [x: number, y: number, rx: number, ry: number, turn: number][] = [
    [-168, -30, 30, 17, -50],
    [168, -30, 30, 17, 50],
    [-120, -52, 46, 36, -35],
    [120, -52, 46, 36, 35],
    [-62, -72, 56, 52, -14],
    [62, -72, 56, 52, 14],
    [0, -84, 64, 64, 0],
  ];
  let out = '';
  for (const [x, y, rx, ry, turn] of segments) {
    const paint = crustPaint(c, colour);
    out += `<defs>${paint.def}</defs><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${turn} ${x} ${y})" fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="3"/>`;
    out += `<path d="M${x - rx * 0.4} ${y - ry * 0.55}Q${x} ${y - ry * 0.85} ${x + rx * 0.4} ${y - ry * 0.55}" transform="rotate(${turn} ${x} ${y})" fill="none" stroke="${lighter(colour, 0.7)}" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
  }
  return out;
}

export interface CrescentDrawing {
  kind: 'crescent';
  crust: Crust;
  /** How many lie on the plate. */
  count: number;
  topping: Topping;
  /** Cracks of a Beugel's glossy crust. */
  isCracked: boolean;
}

/** Crescents: Nussbeugel (one, glossy, cracked) or Vanillekipferl (several, sugared). */
export function crescents(c: Canvas, d: CrescentDrawing): string {
  const colour = CRUST[d.crust];
  const one = (x: number, y: number, scale: number, turn: number) => {
    const arc = 'M-118 -22Q-100 -150 0 -150Q100 -150 118 -22';
    const cracks = d.isCracked
      ? [-70, -25, 25, 70]
          .map(
            (dx) =>
              `<path d="M${dx - 10} ${-118 + Math.abs(dx) * 0.5}l9 -9l8 8l7 -6" fill="none" stroke="${lighter(colour, 0.65)}" stroke-width="3" stroke-linejoin="round"/>`,
          )
          .join('')
      : '';
    return `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${scale} ${round(scale * 0.62)})"><path d="${arc}" fill="none" stroke="${darker(colour, 0.4)}" stroke-width="72" stroke-linecap="round"/><path d="${arc}" fill="none" stroke="${colour}" stroke-width="64" stroke-linecap="round"/><path d="${arc}" transform="translate(0 -10) scale(0.96)" fill="none" stroke="${lighter(colour, 0.4)}" stroke-width="22" stroke-linecap="round" opacity="0.8"/>${cracks}${topping(c, d.topping, [0, -120], [100, 34], 0.6)}</g>`;
  };
  if (d.count <= 1) return one(0, -4, 1.3, 0);
  return (
    one(-110, -46, 0.62, -10) +
    one(110, -50, 0.62, 12) +
    one(-50, -2, 0.66, 4) +
    one(75, 6, 0.64, -6)
  );
}

export interface GolatscheDrawing {
  kind: 'golatsche';
}

/** A Topfengolatsche: a square of puff pastry folded over curd, dusted with sugar. */
export function golatsche(c: Canvas): string {
  const colour = CRUST.golden;
  const paint = crustPaint(c, colour);
  const outer: Point[] = [
    [0, -190],
    [175, -100],
    [0, -8],
    [-175, -100],
  ];
  const inner = outer.map((p) => lerp(p, [0, -100], 0.42));
  return `<defs>${paint.def}</defs>${polygon(outer, `fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="4" stroke-linejoin="round"`)}${outer.map((p) => `<path d="M${round(p[0])} ${round(p[1])}L${round(lerp(p, [0, -100], 0.75)[0])} ${round(lerp(p, [0, -100], 0.75)[1])}" stroke="${darker(colour, 0.25)}" stroke-width="4"/>`).join('')}<ellipse cx="0" cy="-100" rx="62" ry="38" fill="#fbf3dc" stroke="${darker(colour, 0.15)}" stroke-width="3"/>${polygon(inner, `fill="none" stroke="${lighter(colour, 0.5)}" stroke-width="3" opacity="0.6"`)}${topping(c, 'sugar', [0, -100], [150, 70], 0.8)}`;
}

export interface KrapfenDrawing {
  kind: 'krapfen';
}

/** A Krapfen: a golden doughnut with its pale belt, apricot jam and icing sugar. */
export function krapfen(c: Canvas): string {
  const colour = CRUST.brown;
  const paint = crustPaint(c, colour);
  return `<defs>${paint.def}</defs><path d="M-150 -40C-160 -150 -70 -175 0 -175C70 -175 160 -150 150 -40Q140 0 0 0Q-140 0 -150 -40Z" fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="3"/><path d="M-153 -62Q0 -20 153 -62L150 -40Q0 4 -150 -40Z" fill="#f3dcae"/>${topping(c, 'sugar', [0, -130], [120, 36], 0.9)}<ellipse cx="6" cy="-158" rx="24" ry="11" fill="#e48a2c" stroke="#b45f14" stroke-width="2"/><ellipse cx="0" cy="-161" rx="9" ry="4" fill="#f8b870"/>`;
}

export interface SnailDrawing {
  kind: 'snail';
}

/** A cinnamon roll from above: a spiral of dough and cinnamon under white icing. */
export function snail(c: Canvas): string {
  const colour = CRUST.golden;
  const paint = crustPaint(c, colour);
  const points: string[] = [];
  for (let t = 0; t <= 6 * Math.PI; t += 0.25) {
    const r = 6 + t * 7.2;
    points.push(`${round(Math.cos(t) * r)} ${round(-105 + Math.sin(t) * r * 0.72)}`);
  }
  let icing = '';
  for (let i = -4; i <= 4; i++)
    icing += `<path d="M${i * 30 - 20} ${-150 + Math.abs(i) * 6}q15 30 30 0q15 30 30 0" fill="none" stroke="#fffdf8" stroke-width="6" stroke-linecap="round" opacity="0.9"/>`;
  return `<defs>${paint.def}</defs><ellipse cx="0" cy="-100" rx="${6 + 6 * Math.PI * 7.2 + 10}" ry="${(6 + 6 * Math.PI * 7.2) * 0.72 + 14}" fill="${paint.url}" stroke="${darker(colour, 0.45)}" stroke-width="3"/><path d="M${points.join('L')}" fill="none" stroke="#7b4420" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>${icing}`;
}

export interface StollenDrawing {
  kind: 'stollen';
}

/** A Christmas stollen under thick icing sugar, a slice with raisins in front. */
export function stollen(c: Canvas): string {
  const sugar = c.linear(['#ffffff', '#f6efe4', '#e9dccb']);
  const body = `<path d="M-185 0C-190 -60 -170 -120 -100 -130Q-40 -138 0 -118Q40 -150 110 -140Q180 -120 185 0Z" fill="${sugar.url}" stroke="#cdb89a" stroke-width="3"/><path d="M-160 -40Q-40 -120 160 -50" fill="none" stroke="#e0cfb6" stroke-width="6"/>`;
  const slice = `<g transform="translate(95 8)"><ellipse cx="0" cy="-55" rx="62" ry="56" fill="#f4f0e8" stroke="#cdb89a" stroke-width="3"/><ellipse cx="0" cy="-55" rx="52" ry="46" fill="#f0d59c"/>${c.scatter(12, [0, -55], [40, 36], (x, y) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="3.5" fill="#6b2f24"/>`)}${c.scatter(6, [0, -55], [36, 32], (x, y) => `<rect x="${x}" y="${y}" width="7" height="6" fill="#d96d2b"/>`)}</g>`;
  return `<defs>${sugar.def}</defs>${body}${topping(c, 'sugar', [-30, -105], [140, 24], 0.6)}${slice}`;
}

/** A lighter tint of a crust colour (for crumb). */
export function crumbOf(crust: Crust): string {
  return mix(CRUST[crust], '#fff3da', 0.75);
}
