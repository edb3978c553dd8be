// Small helpers for writing SVG illustrations by hand: unique ids, a seeded random source (so
// every drawing comes out the same on every run), colour mixing and a few shapes.

/** A 32-bit hash of a text (FNV-1a), the seed of a drawing's random source. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A point. */
export type Point = readonly [x: number, y: number];

/**
 * What one SVG document is drawn with: ids unique within the document and a random source
 * seeded by the document's name (mulberry32), so the same name always gives the same picture.
 */
export class Canvas {
  private count = 0;
  private state: number;

  constructor(seed: string) {
    this.state = hashText(seed);
  }

  /** An id not used before in this document. */
  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A number in [0, 1). */
  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  /**
   * A radial gradient from a light centre (top left) to a dark rim; answers its `url(#…)` and
   * the definition to place before it.
   */
  radial(stops: readonly string[], cx = 0.38, cy = 0.3, r = 0.78): Paint {
    const id = this.id('r');
    const offsets = stops.map((colour, i) => stop(i / (stops.length - 1), colour)).join('');
    return {
      def: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${offsets}</radialGradient>`,
      url: `url(#${id})`,
    };
  }

  /** A linear gradient from top to bottom (or along the given vector). */
  linear(stops: readonly string[], x2 = 0, y2 = 1): Paint {
    const id = this.id('l');
    const offsets = stops.map((colour, i) => stop(i / (stops.length - 1), colour)).join('');
    return {
      def: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${offsets}</linearGradient>`,
      url: `url(#${id})`,
    };
  }

  /** `count` dots scattered inside an ellipse, e.g. flour, seeds or salt. */
  scatter(
    count: number,
    [cx, cy]: Point,
    [rx, ry]: Point,
    dot: (x: number, y: number, turn: number) => string,
  ): string {
    let out = '';
    for (let i = 0; i < count; i++) {
      const angle = this.random() * Math.PI * 2;
      const distance = Math.sqrt(this.random());
      out += dot(
        round(cx + Math.cos(angle) * rx * distance),
        round(cy + Math.sin(angle) * ry * distance),
        Math.round(this.random() * 180),
      );
    }
    return out;
  }
}

/** A gradient: its definition and the paint that refers to it. */
export interface Paint {
  def: string;
  url: string;
}

function stop(offset: number, colour: string): string {
  return `<stop offset="${round(offset)}" stop-color="${colour}"/>`;
}

/** Rounds to two decimals, to keep the SVG text short. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `a` mixed with `b` by `t` (0 = a, 1 = b); both as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/** A lighter shade of a colour. */
export function lighter(colour: string, t: number): string {
  return mix(colour, '#fff6e4', t);
}

/** A darker shade of a colour. */
export function darker(colour: string, t: number): string {
  return mix(colour, '#2a1206', t);
}

/** A path through points. */
export function polygon(points: readonly Point[], attributes: string): string {
  return `<path d="M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z" ${attributes}/>`;
}

/** The point `t` of the way from `a` to `b`. */
export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** A pointed oval between two points, `width` across: a score mark, a leaf, a seed. */
export function lens([x1, y1]: Point, [x2, y2]: Point, width: number, attributes: string): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = (-(y2 - y1) / length) * width;
  const ny = ((x2 - x1) / length) * width;
  return `<path d="M${round(x1)} ${round(y1)}Q${round(mx + nx)} ${round(my + ny)} ${round(x2)} ${round(y2)}Q${round(mx - nx)} ${round(my - ny)} ${round(x1)} ${round(y1)}Z" ${attributes}/>`;
}

/** A soft shadow under an object standing at (x, y). */
export function shadow(x: number, y: number, rx: number, ry = rx * 0.12): string {
  return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(rx)}" ry="${round(ry)}" fill="#3b1f0c" opacity="0.18"/><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(rx * 0.8)}" ry="${round(ry * 0.7)}" fill="#3b1f0c" opacity="0.16"/>`;
}

/** Wisps of steam above (x, y). */
export function steam(x: number, y: number, height = 70): string {
  return [-22, 0, 22]
    .map(
      (dx, i) =>
        `<path d="M${x + dx} ${y}c-14 -${height * 0.25} 14 -${height * 0.45} 0 -${height * 0.7}s14 -${height * 0.2} 4 -${height * 0.3}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="${0.55 - i * 0.08}"/>`,
    )
    .join('');
}
