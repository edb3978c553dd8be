// Cakes and pastries of the Konditorei: slices, whole cakes, petits fours, strudel.
import { darker, lerp, lighter, polygon, round, type Canvas, type Point } from './canvas.js';
import { topping } from './breads.js';

/** A layer of a cut face, top to bottom: its colour and its share of the height. */
export type Layer = readonly [colour: string, share: number];

/** What decorates the top of a slice. */
export type SliceTop = 'glaze' | 'lattice' | 'feather' | 'sugar' | 'cream';

export interface SliceDrawing {
  kind: 'slice';
  /** A wedge of a round cake or a rectangular Schnitte. */
  form: 'wedge' | 'bar';
  /** Colour of the top and the outside. */
  coat: string;
  layers: readonly Layer[];
  top: SliceTop;
  /** A dollop of whipped cream beside it. */
  hasCream: boolean;
}

interface SlabFaces {
  /** The cut face: top left, top right, bottom right, bottom left. */
  front: readonly [Point, Point, Point, Point];
  top: readonly Point[];
  side: readonly Point[];
}

const WEDGE: SlabFaces = {
  front: [
    [-175, -120],
    [150, -132],
    [150, -20],
    [-175, -8],
  ],
  top: [
    [-175, -120],
    [95, -190],
    [150, -132],
  ],
  side: [
    [150, -132],
    [95, -190],
    [95, -80],
    [150, -20],
  ],
};

const BAR: SlabFaces = {
  front: [
    [-160, -120],
    [110, -120],
    [110, 0],
    [-160, 0],
  ],
  top: [
    [-160, -120],
    [-110, -160],
    [160, -160],
    [110, -120],
  ],
  side: [
    [110, -120],
    [160, -160],
    [160, -40],
    [110, 0],
  ],
};

/** Bands of the cut face, one per layer. */
function layeredFront(faces: SlabFaces, layers: readonly Layer[]): string {
  const [tl, tr, br, bl] = faces.front;
  const total = layers.reduce((sum, [, share]) => sum + share, 0);
  let from = 0;
  let out = '';
  for (const [colour, share] of layers) {
    const to = from + share / total;
    out += polygon(
      [lerp(tl, bl, from), lerp(tr, br, from), lerp(tr, br, to), lerp(tl, bl, to)],
      `fill="${colour}"`,
    );
    from = to;
  }
  return out;
}

/** A dollop of whipped cream standing on (x, y). */
export function cream(x: number, y: number, size = 1): string {
  const s = (v: number) => round(v * size);
  return `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="${s(-14)}" rx="${s(46)}" ry="${s(18)}" fill="#f7f2ea"/><ellipse cx="0" cy="${s(-30)}" rx="${s(36)}" ry="${s(17)}" fill="#fffdf8"/><ellipse cx="0" cy="${s(-45)}" rx="${s(24)}" ry="${s(14)}" fill="#f7f2ea"/><path d="M${s(-6)} ${s(-54)}q${s(6)} ${s(-18)} ${s(14)} ${s(-16)}" fill="#fffdf8" stroke="#efe6d8" stroke-width="2"/></g>`;
}

/** A slice of cake: layered cut face, coated top and side, a decoration, maybe cream. */
export function slice(c: Canvas, d: SliceDrawing): string {
  const faces = d.form === 'wedge' ? WEDGE : BAR;
  const outline = `stroke="${darker(d.coat, 0.35)}" stroke-width="3" stroke-linejoin="round"`;
  const clip = c.id('top');
  let decoration = '';
  const topCentre = faces.top.reduce<Point>(
    (a, p) => [a[0] + p[0] / faces.top.length, a[1] + p[1] / faces.top.length],
    [0, 0],
  );
  if (d.top === 'lattice') {
    for (let i = -6; i <= 6; i++)
      decoration += `<path d="M${i * 40 - 60} -220L${i * 40 + 60} -80M${i * 40 + 60} -220L${i * 40 - 60} -80" stroke="${lighter(d.coat, 0.35)}" stroke-width="9"/>`;
  } else if (d.top === 'feather') {
    for (let i = 0; i < 5; i++)
      decoration += `<path d="M-200 ${-128 - i * 8}L200 ${-128 - i * 8}" stroke="#4a2a18" stroke-width="2.5"/>`;
    for (let i = -6; i <= 6; i++)
      decoration += `<path d="M${i * 40} -170Q${i * 40 + 10} -140 ${i * 40 - 6} -110" fill="none" stroke="#4a2a18" stroke-width="2" opacity="0.7"/>`;
  } else if (d.top === 'sugar') {
    decoration = topping(c, 'sugar', topCentre, [110, 22], 0.8);
  } else if (d.top === 'cream') {
    decoration = `<path d="M-170 -120${'q22 -16 44 0'.repeat(6)}" fill="none" stroke="#fffdf8" stroke-width="10" stroke-linecap="round"/>`;
  } else {
    decoration = `<ellipse cx="${round(topCentre[0])}" cy="${round(topCentre[1])}" rx="70" ry="12" fill="${lighter(d.coat, 0.25)}" opacity="0.6"/>`;
  }
  const creamDollop = d.hasCream ? cream(205, 10, 1.1) : '';
  return `<defs><clipPath id="${clip}">${polygon(faces.top, '')}</clipPath></defs>${polygon(faces.side, `fill="${darker(d.coat, 0.15)}" ${outline}`)}${layeredFront(faces, d.layers)}${polygon(faces.front, `fill="none" ${outline}`)}${polygon(faces.top, `fill="${d.coat}" ${outline}`)}<g clip-path="url(#${clip})">${decoration}</g>${creamDollop}`;
}

export interface WholeCakeDrawing {
  kind: 'cake';
  coat: string;
  side: string;
  tiers: number;
  decoration: 'candles' | 'rosettes' | 'seal' | 'pearls';
}

/** A round cake (one to three tiers) with its decoration. */
export function wholeCake(c: Canvas, d: WholeCakeDrawing): string {
  let out = '';
  let y = 0;
  let rx = d.tiers > 1 ? 165 : 170;
  const height = d.tiers > 1 ? 78 : 125;
  for (let tier = 0; tier < d.tiers; tier++) {
    const ry = rx * 0.24;
    const body = c.linear([lighter(d.side, 0.2), d.side, darker(d.side, 0.15)], 1, 0);
    out += `<defs>${body.def}</defs><path d="M${-rx} ${y - height}L${-rx} ${y}A${rx} ${ry} 0 0 0 ${rx} ${y}L${rx} ${y - height}Z" fill="${body.url}" stroke="${darker(d.side, 0.3)}" stroke-width="3"/>`;
    out += `<ellipse cx="0" cy="${y - height}" rx="${rx}" ry="${round(ry)}" fill="${d.coat}" stroke="${darker(d.coat, 0.3)}" stroke-width="3"/>`;
    if (d.decoration === 'pearls' || d.decoration === 'rosettes') {
      const count = Math.round(rx / 14);
      for (let i = 0; i <= count; i++) {
        const a = Math.PI * (i / count);
        const px = round(-Math.cos(a) * rx * 0.97);
        const py = round(y + Math.sin(a) * ry);
        out +=
          d.decoration === 'pearls'
            ? `<circle cx="${px}" cy="${py - 4}" r="6" fill="#fffdf7" stroke="#e6ddd0" stroke-width="1.5"/>`
            : `<circle cx="${px}" cy="${round(y - height + Math.sin(a) * ry * 0.9)}" r="11" fill="#fffdf8" stroke="#eee3d3" stroke-width="2"/><circle cx="${px}" cy="${round(y - height + Math.sin(a) * ry * 0.9 - 6)}" r="4" fill="#d2384b"/>`;
      }
    }
    y -= height;
    rx *= 0.72;
  }
  const topY = y;
  if (d.decoration === 'candles') {
    for (const dx of [-70, -20, 30, 80]) {
      const cy = topY - 6 + Math.abs(dx) * 0.05;
      out += `<rect x="${dx - 6}" y="${cy - 70}" width="12" height="70" rx="4" fill="${dx % 20 === 0 ? '#5aa6c9' : '#f2a7c3'}"/><path d="M${dx - 6} ${cy - 58}l12 -8M${dx - 6} ${cy - 38}l12 -8M${dx - 6} ${cy - 18}l12 -8" stroke="#ffffff" stroke-width="3"/><path d="M${dx} ${cy - 100}q12 16 0 24q-12 -8 0 -24z" fill="#ffb938"/><path d="M${dx} ${cy - 90}q5 8 0 12q-5 -4 0 -12z" fill="#fff2a8"/>`;
    }
  } else if (d.decoration === 'seal') {
    out += `<ellipse cx="10" cy="${topY}" rx="34" ry="9" fill="${darker(d.coat, 0.25)}"/><ellipse cx="10" cy="${topY - 2}" rx="26" ry="6" fill="none" stroke="${lighter(d.coat, 0.3)}" stroke-width="2"/>`;
  } else if (d.decoration === 'pearls') {
    out += `<path d="M-12 ${topY - 8}c-14 -22 12 -30 12 -12c0 -18 26 -10 12 12l-12 14z" fill="#e07a8f"/><path d="M-30 ${topY - 2}c10 -4 14 -2 20 2M10 ${topY - 2}c8 -4 14 -4 22 0" stroke="#7da35a" stroke-width="4" fill="none"/>`;
  }
  return out;
}

export interface PetitsDrawing {
  kind: 'petits';
  glaze: string;
}

/** Punschkrapferl: small cubes under pink glaze with a chocolate dot. */
export function petits(c: Canvas, d: PetitsDrawing): string {
  const one = (x: number, y: number, s: number) => {
    const k = (p: Point): Point => [x + p[0] * s, y + p[1] * s];
    const front = (
      [
        [-70, -90],
        [50, -90],
        [50, 0],
        [-70, 0],
      ] as const
    ).map(k);
    const top = (
      [
        [-70, -90],
        [-40, -120],
        [80, -120],
        [50, -90],
      ] as const
    ).map(k);
    const side = (
      [
        [50, -90],
        [80, -120],
        [80, -30],
        [50, 0],
      ] as const
    ).map(k);
    const glaze = c.linear([lighter(d.glaze, 0.3), d.glaze]);
    const dot = k([5, -106]);
    return `<defs>${glaze.def}</defs>${polygon(side, `fill="${darker(d.glaze, 0.15)}" stroke="${darker(d.glaze, 0.35)}" stroke-width="2"`)}${polygon(front, `fill="${glaze.url}" stroke="${darker(d.glaze, 0.35)}" stroke-width="2"`)}${polygon(top, `fill="${lighter(d.glaze, 0.2)}" stroke="${darker(d.glaze, 0.35)}" stroke-width="2"`)}<ellipse cx="${round(dot[0])}" cy="${round(dot[1])}" rx="${round(14 * s)}" ry="${round(6 * s)}" fill="#4a2616"/>`;
  };
  return one(-110, -20, 0.95) + one(110, -24, 0.95) + one(0, 4, 1.1);
}

export interface StrudelDrawing {
  kind: 'strudel';
  /** Colour of the filling in the cut slice. */
  filling: string;
}

/** A strudel under icing sugar with a cut slice showing its filling. */
export function strudel(c: Canvas, d: StrudelDrawing): string {
  const crust = '#dba15a';
  const paint = c.linear([lighter(crust, 0.4), crust, darker(crust, 0.25)]);
  let cuts = '';
  for (let i = -3; i <= 2; i++)
    cuts += `<path d="M${i * 48 - 40} -110q14 30 6 62" fill="none" stroke="${darker(crust, 0.25)}" stroke-width="5" stroke-linecap="round"/>`;
  let spiral = '';
  for (let r = 12; r < 60; r += 14)
    spiral += `<ellipse cx="0" cy="-62" rx="${r}" ry="${round(r * 0.86)}" fill="none" stroke="#f4e2bd" stroke-width="4"/>`;
  return `<defs>${paint.def}</defs><rect x="-185" y="-128" width="300" height="124" rx="58" fill="${paint.url}" stroke="${darker(crust, 0.4)}" stroke-width="3"/>${cuts}${topping(c, 'sugar', [-40, -104], [130, 18], 0.7)}<g transform="translate(125 4)"><ellipse cx="0" cy="-62" rx="66" ry="60" fill="${crust}" stroke="${darker(crust, 0.4)}" stroke-width="3"/><ellipse cx="0" cy="-62" rx="58" ry="52" fill="${d.filling}"/>${spiral}</g>`;
}
