import { pickerColor } from './theme-colors.js';

describe('pickerColor', () => {
  it.each([
    ['#C49560', '#c49560'],
    ['#abc', '#aabbcc'],
    [' #1A3 ', '#11aa33'],
    ['#12345', '#000000'],
    ['red', '#000000'],
    ['', '#000000'],
  ])('%p shows as %p', (value, shown) => {
    expect(pickerColor(value, '#000000')).toBe(shown);
  });
});
