import { imageDimensionProblem, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './image-limits.js';

describe('imageDimensionProblem', () => {
  it.each([
    [1, 1],
    [4000, 3000],
    [MAX_IMAGE_SIDE, 2500],
    [10_000, 5_000],
  ])('accepts %i × %i', (width, height) => {
    expect(imageDimensionProblem(width, height)).toBeNull();
  });

  it.each([
    [0, 5, 'Das Bild ist zu klein (0 × 5 Pixel). Es muss mindestens 1 × 1 Pixel groß sein.'],
    [5, 0, 'Das Bild ist zu klein (5 × 0 Pixel). Es muss mindestens 1 × 1 Pixel groß sein.'],
    [
      20_001,
      1,
      'Das Bild ist zu groß (20.001 × 1 Pixel). Jede Seite darf höchstens 20.000 Pixel lang sein.',
    ],
    [
      1,
      25_000,
      'Das Bild ist zu groß (1 × 25.000 Pixel). Jede Seite darf höchstens 20.000 Pixel lang sein.',
    ],
    [
      10_000,
      5_001,
      'Das Bild hat zu viele Pixel (10.000 × 5.001 Pixel). Erlaubt sind höchstens 50 Megapixel.',
    ],
  ])('refuses %i × %i', (width, height, message) => {
    expect(imageDimensionProblem(width, height)).toBe(message);
  });

  it('refuses NaN sizes as too small', () => {
    expect(imageDimensionProblem(Number.NaN, 10)).toMatch(/^Das Bild ist zu klein/);
  });

  it('keeps the pixel limit below what the side limit alone allows', () => {
    expect(MAX_IMAGE_PIXELS).toBeLessThan(MAX_IMAGE_SIDE * MAX_IMAGE_SIDE);
  });
});
