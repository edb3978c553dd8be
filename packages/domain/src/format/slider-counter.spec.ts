import fc from 'fast-check';
import { moveSliderIndex, SLIDER_SWIPE_THRESHOLD_PX, sliderCounterText } from './slider-counter.js';

it('turns on swipes of 50 px', () => {
  expect(SLIDER_SWIPE_THRESHOLD_PX).toBe(50);
});

describe('sliderCounterText', () => {
  it.each<[number, number, string]>([
    [0, 5, '01 / 05'],
    [4, 5, '05 / 05'],
    [0, 1, '01 / 01'],
    [9, 12, '10 / 12'],
    [99, 120, '100 / 120'],
    [7, 5, '05 / 05'],
    [-1, 5, '01 / 05'],
    [NaN, 5, '01 / 05'],
    [0, 0, ''],
    [0, -2, ''],
    [0, NaN, ''],
  ])('index %d of %d → %j', (index, count, expected) => {
    expect(sliderCounterText(index, count)).toBe(expected);
  });
});

describe('moveSliderIndex', () => {
  it.each<[number, number, number, number]>([
    [0, 1, 5, 1],
    [3, 1, 5, 4],
    [4, 1, 5, 4],
    [0, -1, 5, 0],
    [2, -1, 5, 1],
    [0, 1, 0, 0],
  ])('%i by %i of %i → %i', (index, step, count, expected) => {
    expect(moveSliderIndex(index, step, count)).toBe(expected);
  });

  it('stays within 0…count−1 whatever the moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.constantFrom(-1, 1)),
        (count, steps) => {
          const index = steps.reduce((i, step) => moveSliderIndex(i, step, count), 0);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
        },
      ),
    );
  });
});
