import { hasNativeSanitizer, removeDisallowedLinks } from './formatted-html-native.js';

describe('removeDisallowedLinks', () => {
  it('keeps allowed and relative targets and drops the rest, keeping the link text', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<a href="https://a.example">1</a><a href="data:text/html,x">2</a><a href="/site/agb">3</a>' +
      '<a href="vbscript:x">4</a><a href="jav&#x09;ascript:alert(1)">5</a><a href="tel:+43">6</a>';
    removeDisallowedLinks(box);
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://a.example',
      null,
      '/site/agb',
      null,
      null,
      'tel:+43',
    ]);
    expect(box).toHaveTextContent('123456');
  });
});

describe('hasNativeSanitizer', () => {
  it('is false where the DOM has no Element.setHTML (jsdom), so DOMPurify sanitises there', () => {
    expect(hasNativeSanitizer()).toBe(false);
  });
});
