// The settings a drawing is shown in: a warm wall, a wooden table, a board or plate, and the
// drawing standing on it.
import { darker, lighter, round, shadow, type Canvas } from './canvas.js';

/** Two wall colours (top, bottom) per mood. */
export const BACKDROPS = {
  bread: ['#fbe9cf', '#f1c998'],
  pastry: ['#fdeedd', '#f4c9a4'],
  cake: ['#fbe7e6', '#efbfb7'],
  savoury: ['#eef2dd', '#d5dfb0'],
  breakfast: ['#fff4d6', '#f7d98f'],
  drink: ['#e7eff0', '#bfd5d8'],
  catering: ['#f5eadc', '#dfc3a2'],
  winter: ['#ebe6f2', '#c9c0de'],
} as const;

export type Backdrop = keyof typeof BACKDROPS;

/** What the drawing stands on. */
export type Surface = 'board' | 'plate' | 'none';

/** Wall with a soft light, table top with grain; `tableY` is where the table starts. */
export function room(
  c: Canvas,
  backdrop: Backdrop,
  width: number,
  height: number,
  tableY: number,
): string {
  const [top, bottom] = BACKDROPS[backdrop];
  const wall = c.linear([top, bottom]);
  const light = c.radial(['#ffffff', top], 0.5, 0.5, 0.5);
  const wood = c.linear(['#c98d55', '#b0743f', '#9a6133']);
  let grain = '';
  for (let y = tableY + 12; y < height; y += 14 + Math.round(c.random() * 8)) {
    const wobble = Math.round(c.between(-5, 5));
    grain += `<path d="M0 ${y}Q${width * 0.3} ${y + wobble} ${width * 0.55} ${y}T${width} ${y + wobble}" fill="none" stroke="#8c5628" stroke-width="${round(c.between(1, 2.4))}" opacity="0.35"/>`;
  }
  return `<defs>${wall.def}${light.def}${wood.def}</defs><rect width="${width}" height="${height}" fill="${wall.url}"/><ellipse cx="${width * 0.5}" cy="${tableY * 0.45}" rx="${width * 0.42}" ry="${tableY * 0.5}" fill="${light.url}" opacity="0.55"/><rect y="${tableY}" width="${width}" height="${height - tableY}" fill="${wood.url}"/><rect y="${tableY}" width="${width}" height="5" fill="#e2b07c" opacity="0.7"/>${grain}`;
}

/** A round wooden board or a white plate, centred on (x, y), `rx` wide. */
export function surface(c: Canvas, kind: Surface, x: number, y: number, rx: number): string {
  if (kind === 'none') return shadow(x, y, rx * 0.85);
  if (kind === 'board') {
    const board = c.linear(['#e2b27a', '#c98c52']);
    return `<defs>${board.def}</defs>${shadow(x, y + 10, rx * 1.02, rx * 0.2)}<ellipse cx="${x}" cy="${y + 8}" rx="${rx}" ry="${round(rx * 0.2)}" fill="${darker('#c98c52', 0.3)}"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${round(rx * 0.2)}" fill="${board.url}"/><ellipse cx="${x}" cy="${y}" rx="${round(rx * 0.8)}" ry="${round(rx * 0.15)}" fill="none" stroke="#b77b45" stroke-width="2" opacity="0.5"/>`;
  }
  return `${shadow(x, y + 8, rx * 1.02, rx * 0.2)}<ellipse cx="${x}" cy="${y + 5}" rx="${rx}" ry="${round(rx * 0.2)}" fill="#d9d4cc"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${round(rx * 0.2)}" fill="#fbfaf7"/><ellipse cx="${x}" cy="${y}" rx="${round(rx * 0.72)}" ry="${round(rx * 0.14)}" fill="${lighter('#ece6dc', 0.2)}" stroke="#e6dfd3" stroke-width="2"/>`;
}

/** A few crumbs on the table around (x, y). */
export function crumbs(c: Canvas, x: number, y: number, spread: number): string {
  return c.scatter(
    9,
    [x, y],
    [spread, spread * 0.12],
    (cx, cy) =>
      `<circle cx="${cx}" cy="${cy}" r="${round(c.between(2, 4.5))}" fill="#d7a566" opacity="0.9"/>`,
  );
}

/**
 * A complete SVG document. Opacity of single shapes becomes fill and stroke opacity: the same
 * look for shapes that do not overlap themselves, without the offscreen layer a renderer makes
 * for each element's `opacity` (several times faster for the scattered flour and sugar).
 */
export function svgDocument(width: number, height: number, body: string): string {
  const flat = body.replace(/ opacity="([\d.]+)"/g, ' fill-opacity="$1" stroke-opacity="$1"');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${flat}</svg>`;
}
