import { websiteHref, websiteLabel } from './website-link.js';

describe('websiteHref', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['https://example.at', 'https://example.at'],
    ['HTTP://example.at/shop', 'HTTP://example.at/shop'],
    [' www.example.at ', 'https://www.example.at'],
    ['example.at:8080/x', 'https://example.at:8080/x'],
    ['//example.at', 'https://example.at'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('%j → %j', (input, expected) => {
    expect(websiteHref(input)).toBe(expected);
  });
});

describe('websiteLabel', () => {
  it.each([
    ['https://www.example.at/', 'www.example.at'],
    ['example.at', 'example.at'],
    ['http://example.at/shop', 'example.at/shop'],
  ])('%j → %j', (input, expected) => {
    expect(websiteLabel(input)).toBe(expected);
  });
});
