import { makeConfig } from '@bestellwerk/client/testing';
import { legalLinks } from './legal-links.js';

describe('legalLinks', () => {
  it('links the internal page when the text is set, else the external url', () => {
    const links = legalLinks(
      makeConfig({
        termsAndConditionsText: '<p>AGB</p>',
        privacyPolicyText: '',
        privacyPolicy: 'https://korn.example/datenschutz',
        imprintText: '<p>Impressum</p>',
        allergensText: '',
        allergens: 'https://korn.example/allergene',
      }),
    );

    expect(links).toEqual([
      { label: 'AGB', target: { kind: 'internal', to: '/site/terms-and-conditions' } },
      {
        label: 'Datenschutz',
        target: { kind: 'external', href: 'https://korn.example/datenschutz', newTab: true },
      },
      { label: 'Impressum', target: { kind: 'internal', to: '/impressum' } },
      {
        label: 'Allergene',
        target: { kind: 'external', href: 'https://korn.example/allergene', newTab: true },
      },
    ]);
  });

  it('leaves out a legal link that has neither text nor url', () => {
    const links = legalLinks(makeConfig({ allergensText: '', allergens: '' }));

    expect(links.map((link) => link.label)).toEqual(['AGB', 'Datenschutz', 'Impressum']);
  });
});
