// Every food drawing, by kind: one union type, one dispatcher.
import type { Canvas } from './canvas.js';
import { breakfast, platter, type BreakfastDrawing, type PlatterDrawing } from './arrangements.js';
import {
  crescents,
  croissant,
  golatsche,
  krapfen,
  loaf,
  pretzel,
  rolls,
  snail,
  stick,
  stollen,
  tinLoaf,
  type CrescentDrawing,
  type CroissantDrawing,
  type GolatscheDrawing,
  type KrapfenDrawing,
  type LoafDrawing,
  type PretzelDrawing,
  type RollDrawing,
  type SnailDrawing,
  type StickDrawing,
  type StollenDrawing,
  type TinLoafDrawing,
} from './breads.js';
import {
  petits,
  slice,
  strudel,
  wholeCake,
  type PetitsDrawing,
  type SliceDrawing,
  type StrudelDrawing,
  type WholeCakeDrawing,
} from './cakes.js';
import {
  cup,
  glass,
  jug,
  tea,
  type CupDrawing,
  type GlassDrawing,
  type JugDrawing,
  type TeaDrawing,
} from './drinks.js';
import {
  chestnuts,
  coldCuts,
  openSlice,
  pizza,
  sandwich,
  soup,
  toastie,
  type ChestnutsDrawing,
  type ColdCutsDrawing,
  type OpenSliceDrawing,
  type PizzaDrawing,
  type SandwichDrawing,
  type SoupDrawing,
  type ToastieDrawing,
} from './savoury.js';

/** Any food the demo pictures show. */
export type FoodDrawing =
  | LoafDrawing
  | TinLoafDrawing
  | RollDrawing
  | StickDrawing
  | PretzelDrawing
  | CroissantDrawing
  | CrescentDrawing
  | GolatscheDrawing
  | KrapfenDrawing
  | SnailDrawing
  | StollenDrawing
  | SliceDrawing
  | WholeCakeDrawing
  | PetitsDrawing
  | StrudelDrawing
  | SandwichDrawing
  | ToastieDrawing
  | OpenSliceDrawing
  | ColdCutsDrawing
  | SoupDrawing
  | PizzaDrawing
  | ChestnutsDrawing
  | CupDrawing
  | TeaDrawing
  | GlassDrawing
  | JugDrawing
  | BreakfastDrawing
  | PlatterDrawing;

/** The SVG of a food drawing, standing on (0, 0). */
export function drawFood(c: Canvas, d: FoodDrawing): string {
  switch (d.kind) {
    case 'loaf':
      return loaf(c, d);
    case 'tin':
      return tinLoaf(c, d);
    case 'roll':
      return rolls(c, d);
    case 'stick':
      return stick(c, d);
    case 'pretzel':
      return pretzel(c);
    case 'croissant':
      return croissant(c);
    case 'crescent':
      return crescents(c, d);
    case 'golatsche':
      return golatsche(c);
    case 'krapfen':
      return krapfen(c);
    case 'snail':
      return snail(c);
    case 'stollen':
      return stollen(c);
    case 'slice':
      return slice(c, d);
    case 'cake':
      return wholeCake(c, d);
    case 'petits':
      return petits(c, d);
    case 'strudel':
      return strudel(c, d);
    case 'sandwich':
      return sandwich(c, d);
    case 'toastie':
      return toastie();
    case 'openSlice':
      return openSlice(c, d);
    case 'coldCuts':
      return coldCuts(c, d);
    case 'soup':
      return soup(c, d);
    case 'pizza':
      return pizza(c);
    case 'chestnuts':
      return chestnuts(c);
    case 'cup':
      return cup(c, d);
    case 'tea':
      return tea(c);
    case 'glass':
      return glass(c, d);
    case 'jug':
      return jug(c);
    case 'breakfast':
      return `<g transform="scale(1.3)">${breakfast(c, d)}</g>`;
    case 'platter':
      return d.content === 'basket'
        ? platter(c, d)
        : `<g transform="scale(1.25)">${platter(c, d)}</g>`;
  }
}
