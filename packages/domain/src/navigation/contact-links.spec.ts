import { mailtoHref, mapsDirectionsUrl, telHref, type DirectionsPlace } from './contact-links.js';

const address = { street: 'Maria-Theresien-Straße 10', zipCode: '6020', city: 'Innsbruck' };
const base = 'https://www.google.com/maps/dir/?api=1&destination=';

describe('mapsDirectionsUrl', () => {
  it.each<[string, DirectionsPlace, string | null]>([
    [
      'by coordinates',
      { ...address, latitude: 47.2654, longitude: 11.3928 },
      `${base}47.2654%2C11.3928`,
    ],
    ['coordinates of zero count', { ...address, latitude: 0, longitude: 0 }, `${base}0%2C0`],
    [
      'negative coordinates',
      { ...address, latitude: -33.8, longitude: -70.6 },
      `${base}-33.8%2C-70.6`,
    ],
    [
      'by address without coordinates',
      { ...address, latitude: null, longitude: null },
      `${base}Maria-Theresien-Stra%C3%9Fe%2010%2C%206020%20Innsbruck`,
    ],
    [
      'by address with only latitude',
      { ...address, latitude: 47.2, longitude: null },
      `${base}Maria-Theresien-Stra%C3%9Fe%2010%2C%206020%20Innsbruck`,
    ],
    [
      'by address with out-of-range coordinates',
      { ...address, latitude: 147, longitude: 11 },
      `${base}Maria-Theresien-Stra%C3%9Fe%2010%2C%206020%20Innsbruck`,
    ],
    [
      'city only',
      { street: '', zipCode: '', city: 'Hall in Tirol', latitude: null, longitude: null },
      `${base}Hall%20in%20Tirol`,
    ],
    [
      'street only',
      { street: 'Hauptplatz 1', zipCode: ' ', city: '', latitude: null, longitude: null },
      `${base}Hauptplatz%201`,
    ],
    [
      'nothing known',
      { street: ' ', zipCode: '', city: '', latitude: null, longitude: null },
      null,
    ],
  ])('%s', (_name, place, expected) => {
    expect(mapsDirectionsUrl(place)).toBe(expected);
  });
});

describe('telHref', () => {
  it.each([
    ['+43 512 123456', 'tel:+43512123456'],
    ['0043 (512) 123-456', 'tel:+43512123456'],
    ['0512 / 123456', 'tel:0512123456'],
    ['', null],
    ['  ', null],
    ['+', null],
  ])('%j → %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});

describe('mailtoHref', () => {
  it.each([
    ['hallo@korn.at', 'mailto:hallo@korn.at'],
    [' hallo@korn.at ', 'mailto:hallo@korn.at'],
    ['', null],
    ['   ', null],
  ])('%j → %j', (email, expected) => {
    expect(mailtoHref(email)).toBe(expected);
  });
});
