// Several things together: a breakfast, a platter, a bread basket.
import { darker, type Canvas } from './canvas.js';
import { crescents, croissant, pretzel, rolls, stick, type Crust } from './breads.js';
import { petits, slice } from './cakes.js';
import { cup, glass } from './drinks.js';
import { openSlice } from './savoury.js';

export interface BreakfastDrawing {
  kind: 'breakfast';
  egg: 'boiled' | 'scrambled' | 'none';
  bread: 'roll' | 'croissant' | 'rye';
  side: 'jam' | 'ham' | 'fruit' | 'avocado';
  /** Two cups (breakfast for two). */
  cups: 1 | 2;
  drink: 'coffee' | 'juice';
}

/** A breakfast: coffee (or juice), bread, egg, butter and jam or ham or fruit on a plate. */
export function breakfast(c: Canvas, d: BreakfastDrawing): string {
  let out = '';
  const drink = (x: number) =>
    d.drink === 'juice'
      ? `<g transform="translate(${x} 0) scale(0.55)">${glass(c, { kind: 'glass', liquid: '#f5a623', garnish: 'orange', hasBubbles: false, vessel: 'tall' })}</g>`
      : `<g transform="translate(${x} 0) scale(0.55)">${cup(c, { kind: 'cup', surface: '#a4673a', crown: 'heart', vessel: 'cup', colour: '#f4efe6' })}</g>`;
  out += drink(-165);
  if (d.cups === 2) out += drink(175);
  out += `<ellipse cx="0" cy="-10" rx="${d.cups === 2 ? 120 : 150}" ry="28" fill="#fbfaf7" stroke="#d9d4cc" stroke-width="3"/>`;
  const bread =
    d.bread === 'croissant'
      ? `<g transform="translate(-40 -12) scale(0.38)">${croissant(c)}</g>`
      : d.bread === 'rye'
        ? `<g transform="translate(-40 -10) scale(0.45)">${openSlice(c, { kind: 'openSlice', crust: 'dark', spread: '#f3e3b3', garnish: 'radish' })}</g>`
        : `<g transform="translate(-45 -12) scale(0.5)">${rolls(c, { kind: 'roll', crust: 'golden', pattern: 'star', topping: 'none', count: 1 })}</g>`;
  out += bread;
  if (d.egg === 'boiled')
    out += `<path d="M34 -14l-12 -30l56 0l-12 30z" fill="#f2efe8" stroke="#c9c1b2" stroke-width="2"/><ellipse cx="50" cy="-70" rx="24" ry="30" fill="#fffaf0" stroke="#e0d6c3" stroke-width="2"/>`;
  else if (d.egg === 'scrambled')
    out += `<path d="M20 -22q10 -30 36 -24q30 -14 44 12q20 6 8 18q-40 10 -88 -6z" fill="#f7d64a" stroke="#d8b12a" stroke-width="2"/>${c.scatter(10, [60, -30], [30, 6], (x, y) => `<circle cx="${x}" cy="${y}" r="2" fill="#3f8a35"/>`)}`;
  if (d.side === 'jam')
    out += `<g transform="translate(${d.egg === 'none' ? 50 : 100} -8)"><rect x="-20" y="-44" width="40" height="42" rx="6" fill="#c2303f" stroke="#8a1f2a" stroke-width="2"/><rect x="-22" y="-54" width="44" height="12" rx="3" fill="#f1e7d5"/><rect x="-44" y="-18" width="26" height="16" rx="3" fill="#fbe7a1" stroke="#d9c272" stroke-width="2"/></g>`;
  else if (d.side === 'ham')
    out += `<path d="M70 -16q-10 -34 30 -36q36 2 30 36q-30 10 -60 0z" fill="#f1a7a4" stroke="#c8706f" stroke-width="2"/>`;
  else if (d.side === 'fruit')
    out += `<g transform="translate(90 -16)"><path d="M-30 -4q30 20 60 0l0 -10l-60 0z" fill="#fbf8f1" stroke="#d9d4cc" stroke-width="2"/>${c.scatter(7, [0, -18], [24, 6], (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="${c.random() > 0.5 ? '#d6344a' : '#4b5fb0'}"/>`)}</g>`;
  else
    out += `<g transform="translate(95 -18) rotate(-10)"><ellipse rx="34" ry="20" fill="#3c6b2a"/><ellipse rx="28" ry="15" fill="#b9d37a"/><circle cx="-8" r="9" fill="#8a5a2b"/></g>`;
  return out;
}

export interface PlatterDrawing {
  kind: 'platter';
  /** Little open sandwiches, little cakes, or a basket of bread. */
  content: 'canapes' | 'cakes' | 'basket';
}

/** A catering platter or a bread basket. */
export function platter(c: Canvas, d: PlatterDrawing): string {
  if (d.content === 'basket') {
    let weave = '';
    for (let i = -6; i <= 6; i++)
      weave += `<path d="M${i * 26} -10L${i * 28} -95" stroke="#9a6a33" stroke-width="3"/>`;
    for (let y = -25; y > -95; y -= 18)
      weave += `<path d="M-175 ${y}Q0 ${y + 16} 175 ${y}" fill="none" stroke="#e0b26e" stroke-width="7"/>`;
    const crust: Crust = 'golden';
    return `<g transform="translate(-90 -80) rotate(-20) scale(0.45)">${stick(c, { kind: 'stick', crust: 'rye', form: 'twist', topping: 'grains' })}</g><g transform="translate(70 -95) scale(0.5)">${pretzel(c)}</g><g transform="translate(-20 -70) scale(0.55)">${rolls(c, { kind: 'roll', crust, pattern: 'star', topping: 'none', count: 1 })}</g><g transform="translate(110 -72) scale(0.42)">${rolls(c, { kind: 'roll', crust: 'brown', pattern: 'plain', topping: 'poppy', count: 1 })}</g><path d="M-180 -100Q-170 0 -120 0L120 0Q170 0 180 -100Z" fill="#c89250" stroke="${darker('#c89250', 0.4)}" stroke-width="3"/>${weave}<path d="M-184 -100Q0 -80 184 -100" fill="none" stroke="#a0703a" stroke-width="12" stroke-linecap="round"/>`;
  }
  let out = `<ellipse cx="0" cy="-30" rx="210" ry="46" fill="#f4efe6" stroke="#d2c9ba" stroke-width="3"/>`;
  const spots: [number, number][] = [
    [-120, -44],
    [-40, -56],
    [40, -56],
    [120, -44],
    [-80, -16],
    [0, -20],
    [80, -16],
  ];
  spots.forEach(([x, y], i) => {
    if (d.content === 'canapes') {
      const spreads = ['#f1a7a4', '#f3d46b', '#e2c48e', '#f08a5d'];
      out += `<g transform="translate(${x} ${y}) scale(0.3)">${openSlice(c, { kind: 'openSlice', crust: i % 2 ? 'rye' : 'golden', spread: spreads[i % spreads.length], garnish: i % 3 ? 'chives' : 'radish' })}</g>`;
    } else if (i % 3 === 0) {
      out += `<g transform="translate(${x} ${y}) scale(0.28)">${petits(c, { kind: 'petits', glaze: '#ec8fb0' })}</g>`;
    } else if (i % 3 === 1) {
      out += `<g transform="translate(${x} ${y}) scale(0.3)">${slice(c, {
        kind: 'slice',
        form: 'bar',
        coat: '#f7f1e6',
        layers: [
          ['#f7f1e6', 1],
          ['#c89a62', 2],
          ['#f3e3c4', 1],
          ['#c89a62', 2],
        ],
        top: 'feather',
        hasCream: false,
      })}</g>`;
    } else {
      out += `<g transform="translate(${x} ${y}) scale(0.3)">${crescents(c, { kind: 'crescent', crust: 'pale', count: 1, topping: 'sugar', isCracked: false })}</g>`;
    }
  });
  return out;
}
