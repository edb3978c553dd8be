// Drinks: coffee in cups and glasses, tea, cold drinks, punch and a coffee jug.
import { darker, lighter, round, steam, type Canvas } from './canvas.js';

export interface CupDrawing {
  kind: 'cup';
  /** Colour of the drink's surface. */
  surface: string;
  /** Milk foam with a heart, whipped cream, or plain. */
  crown: 'heart' | 'cream' | 'plain';
  /** Cup on a saucer, or a tall glass (Einspänner), or a mug (hot chocolate). */
  vessel: 'cup' | 'glass' | 'mug';
  colour: string;
}

/** A coffee or hot chocolate. */
export function cup(c: Canvas, d: CupDrawing): string {
  if (d.vessel === 'glass') {
    return `<path d="M-70 -230L70 -230L60 -10Q0 4 -60 -10Z" fill="#5b3320" stroke="#c9d6da" stroke-width="4"/><path d="M-70 -230L70 -230L66 -170L-66 -170Z" fill="#fffdf8"/><path d="M-50 -220L-46 -30" stroke="#ffffff" stroke-width="8" opacity="0.45" stroke-linecap="round"/><path d="M-64 -232q10 -40 40 -30q18 -34 48 -8q30 -6 40 38Z" fill="#fffdf8" stroke="#e8dfd1" stroke-width="2"/><circle cx="10" cy="-262" r="3" fill="#8a5a2b"/><path d="M70 -200q40 0 40 40q0 40 -44 44" fill="none" stroke="#c9d6da" stroke-width="8"/><ellipse cx="0" cy="0" rx="110" ry="16" fill="#f7f4ee" stroke="#d8d1c4" stroke-width="2"/>`;
  }
  const body = c.linear([lighter(d.colour, 0.3), d.colour, darker(d.colour, 0.2)], 1, 0);
  const isMug = d.vessel === 'mug';
  const top = isMug ? -200 : -150;
  const half = isMug ? 95 : 110;
  let crown: string;
  if (d.crown === 'heart')
    crown = `<ellipse cx="0" cy="${top}" rx="${half - 12}" ry="20" fill="#e9c9a0"/><path d="M0 ${top + 12}c-34 -18 -30 -36 -12 -36c8 0 12 6 12 10c0 -4 4 -10 12 -10c18 0 22 18 -12 36z" fill="#fffaf0"/>`;
  else if (d.crown === 'cream')
    crown = `<path d="M${-half + 14} ${top}q0 -40 40 -40q20 -36 50 -12q40 -14 50 30q${half - 80} 0 ${half - 80} 22Z" fill="#fffdf8" stroke="#e8dfd1" stroke-width="2"/>${c.scatter(14, [0, top - 40], [50, 12], (x, y) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#6b3b22"/>`)}`;
  else
    crown = `<ellipse cx="0" cy="${top}" rx="${half - 12}" ry="20" fill="${d.surface}"/><ellipse cx="-20" cy="${top - 4}" rx="30" ry="6" fill="${lighter(d.surface, 0.3)}" opacity="0.6"/>`;
  const saucer = isMug
    ? ''
    : `<ellipse cx="0" cy="-6" rx="175" ry="30" fill="#efe9df" stroke="#d2c9ba" stroke-width="3"/><ellipse cx="0" cy="-10" rx="110" ry="16" fill="#f8f5ef"/>`;
  return `<defs>${body.def}</defs>${saucer}<path d="M${half - 6} ${top + 40}q70 -6 66 44q-6 46 -80 40" fill="none" stroke="${darker(d.colour, 0.1)}" stroke-width="18"/><path d="M${-half} ${top}Q${-half + 4} ${-10} 0 -12Q${half - 4} ${-10} ${half} ${top}Z" fill="${body.url}" stroke="${darker(d.colour, 0.25)}" stroke-width="3"/><ellipse cx="0" cy="${top}" rx="${half}" ry="26" fill="${lighter(d.colour, 0.2)}" stroke="${darker(d.colour, 0.25)}" stroke-width="3"/>${crown}${d.crown === 'cream' ? '' : steam(0, top - 30, 80)}`;
}

export interface TeaDrawing {
  kind: 'tea';
}

/** A small teapot and a cup of tea. */
export function tea(c: Canvas): string {
  const pot = c.radial(['#ffffff', '#e9eef0', '#b8c8ce'], 0.35, 0.3, 0.8);
  return `<defs>${pot.def}</defs><g transform="translate(-70 0)"><path d="M80 -110q50 -10 70 -60l12 6q-10 60 -70 86z" fill="#dfe7ea" stroke="#9fb3ba" stroke-width="3"/><path d="M-90 -120q-50 0 -44 44q6 34 40 28" fill="none" stroke="#c8d4d8" stroke-width="14"/><ellipse cx="0" cy="-95" rx="100" ry="90" fill="${pot.url}" stroke="#9fb3ba" stroke-width="3"/><ellipse cx="0" cy="-178" rx="50" ry="14" fill="#e9eef0" stroke="#9fb3ba" stroke-width="3"/><circle cx="0" cy="-196" r="12" fill="#c96f4a"/><path d="M-80 -100Q0 -70 80 -100" fill="none" stroke="#c96f4a" stroke-width="8"/></g><g transform="translate(120 0)"><ellipse cx="0" cy="-4" rx="80" ry="14" fill="#efe9df" stroke="#d2c9ba" stroke-width="2"/><path d="M-55 -80Q-52 -10 0 -10Q52 -10 55 -80Z" fill="#f8f8f6" stroke="#c8d4d8" stroke-width="3"/><ellipse cx="0" cy="-80" rx="55" ry="12" fill="#b8742c"/><path d="M50 -66q30 0 24 24q-4 16 -30 12" fill="none" stroke="#c8d4d8" stroke-width="8"/><path d="M30 -80l24 -70" stroke="#f4f1ea" stroke-width="2"/><rect x="46" y="-170" width="22" height="26" fill="#c96f4a"/></g>${steam(120, -110, 60)}`;
}

export interface GlassDrawing {
  kind: 'glass';
  liquid: string;
  garnish: 'orange' | 'lemon' | 'apple' | 'none';
  hasBubbles: boolean;
  /** A tall glass, or a glass mug with a handle for hot punch. */
  vessel: 'tall' | 'mug';
}

/** A cold drink in a glass (or a punch in a glass mug). */
export function glass(c: Canvas, d: GlassDrawing): string {
  const isMug = d.vessel === 'mug';
  const top = isMug ? -190 : -260;
  const w = isMug ? 80 : 70;
  const liquid = c.linear([lighter(d.liquid, 0.25), d.liquid, darker(d.liquid, 0.15)]);
  const bubbles = d.hasBubbles
    ? c.scatter(
        18,
        [0, (top + 30) / 2],
        [w - 20, (-top - 50) / 2],
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="${round(c.between(2, 5))}" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.8"/>`,
      )
    : '';
  const fruit = (colour: string, rind: string) =>
    `<g transform="translate(${w - 6} ${top + 4})"><circle r="38" fill="${rind}"/><circle r="32" fill="${colour}"/>${[0, 45, 90, 135].map((a) => `<path d="M0 0L${round(Math.cos((a * Math.PI) / 90) * 30)} ${round(Math.sin((a * Math.PI) / 90) * 30)}" stroke="${lighter(colour, 0.6)}" stroke-width="3"/>`).join('')}</g>`;
  const garnish =
    d.garnish === 'orange'
      ? fruit('#f7a431', '#e57f12')
      : d.garnish === 'lemon'
        ? fruit('#f7e27a', '#e5c524')
        : d.garnish === 'apple'
          ? `<g transform="translate(${w - 4} ${top + 2})"><path d="M-30 0a30 30 0 0 0 60 0z" fill="#fbf4d8" stroke="#b83a2a" stroke-width="6"/><circle cx="-6" cy="8" r="3" fill="#4a2616"/><circle cx="6" cy="8" r="3" fill="#4a2616"/></g>`
          : '';
  const handle = isMug
    ? `<path d="M${w - 4} ${top + 40}q60 0 56 60q-4 50 -60 50" fill="none" stroke="#d6e4e8" stroke-width="16" opacity="0.9"/>`
    : '';
  const straw = isMug
    ? `<rect x="-40" y="${top - 70}" width="12" height="120" rx="6" transform="rotate(-14 -34 ${top})" fill="#8a5530"/>`
    : `<path d="M10 -30L-30 ${top - 60}L-16 ${top - 64}" fill="none" stroke="#e4e9ea" stroke-width="9" stroke-linejoin="round"/>`;
  return `<defs>${liquid.def}</defs>${handle}${straw}<path d="M${-w} ${top}L${w} ${top}L${w - 10} -6Q0 4 ${-w + 10} -6Z" fill="#e7f1f3" opacity="0.6" stroke="#b7cace" stroke-width="3"/><path d="M${-w + 6} ${top + 24}L${w - 6} ${top + 24}L${w - 14} -12Q0 -4 ${-w + 14} -12Z" fill="${liquid.url}" opacity="0.92"/>${bubbles}<path d="M${-w + 16} ${top + 30}L${-w + 24} -30" stroke="#ffffff" stroke-width="8" opacity="0.5" stroke-linecap="round"/>${garnish}${isMug ? steam(0, top - 10, 70) : ''}`;
}

export interface JugDrawing {
  kind: 'jug';
}

/** A stainless coffee jug for catering, with two cups. */
export function jug(c: Canvas): string {
  const steel = c.linear(['#8b969b', '#e6ecef', '#b8c3c8', '#6f7b80'], 1, 0);
  const smallCup = (x: number) =>
    `<g transform="translate(${x} 0)"><ellipse cx="0" cy="-4" rx="52" ry="10" fill="#efe9df" stroke="#d2c9ba" stroke-width="2"/><path d="M-36 -60Q-34 -10 0 -10Q34 -10 36 -60Z" fill="#fbfaf7" stroke="#d2c9ba" stroke-width="2"/><ellipse cx="0" cy="-60" rx="36" ry="8" fill="#6b3b22"/></g>`;
  return `<defs>${steel.def}</defs><rect x="-70" y="-250" width="140" height="240" rx="22" fill="${steel.url}" stroke="#5f6a6f" stroke-width="3"/><path d="M-70 -250L-90 -236L-70 -226Z" fill="#6f7b80"/><rect x="-60" y="-276" width="120" height="34" rx="10" fill="#2f3437"/><path d="M70 -220q50 0 50 60l0 60q0 40 -50 40" fill="none" stroke="#2f3437" stroke-width="16"/>${smallCup(-150)}${smallCup(160)}`;
}
