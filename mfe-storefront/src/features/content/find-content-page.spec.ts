import { SiteStore } from '@bestellwerk/client';
import { makeConfig, makeSite } from '@bestellwerk/domain/testing';
import { findContentPage } from './find-content-page.js';

function sites(...list: ReturnType<typeof makeSite>[]) {
  const store = new SiteStore();
  store.replace(list);
  return store;
}

describe('findContentPage', () => {
  it('finds the site stored under the path, ignoring a trailing slash', () => {
    const about = makeSite({ id: 2, path: '/site/ueber-uns', title: 'Über uns' });

    expect(findContentPage('/site/ueber-uns/', sites(about), makeConfig(), false)).toEqual({
      kind: 'site',
      site: about,
    });
  });

  it('serves /datenschutz from /site/privacy', () => {
    const privacy = makeSite({ id: 4, path: '/site/privacy', title: 'Datenschutz' });

    expect(findContentPage('/datenschutz/', sites(privacy), makeConfig(), false)).toEqual({
      kind: 'site',
      site: privacy,
    });
  });

  it('serves /impressum from /site/imprint, and from the configured text when there is no site', () => {
    const imprint = makeSite({ id: 3, path: '/site/imprint' });
    const config = makeConfig({ imprintText: '<p>Korn GmbH</p>' });

    expect(findContentPage('/impressum', sites(imprint), config, false)).toEqual({
      kind: 'site',
      site: imprint,
    });
    expect(findContentPage('/impressum', sites(), config, false)).toMatchObject({
      kind: 'legal',
      page: { label: 'Impressum', path: '/impressum' },
      html: '<p>Korn GmbH</p>',
    });
    expect(
      findContentPage(
        '/site/allergens',
        sites(),
        makeConfig({ allergensText: '<p>A Gluten</p>' }),
        false,
      ),
    ).toMatchObject({
      kind: 'legal',
      page: { label: 'Allergene' },
    });
  });

  it('hides drafts from visitors and finds nothing for unknown paths', () => {
    const draft = makeSite({ path: '/site/neu', isPublic: false });

    expect(findContentPage('/site/neu', sites(draft), makeConfig(), false)).toBeNull();
    expect(findContentPage('/site/neu', sites(draft), makeConfig(), true)).toEqual({
      kind: 'site',
      site: draft,
    });
    expect(findContentPage('/gibt-es-nicht', sites(draft), makeConfig(), false)).toBeNull();
    expect(
      findContentPage('/datenschutz', sites(), makeConfig({ privacyPolicyText: '' }), false),
    ).toBeNull();
  });
});
