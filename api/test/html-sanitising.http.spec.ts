import type { Branch, BranchAdmin } from '@bestellwerk/domain';
import { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

/**
 * Formatted texts staff write are sanitised on save, whichever resource holds them: a branch's
 * description (a rich-text field in the backoffice) is stored and served reduced to the
 * allow-list, as page blocks and the home texts are.
 */
describe('HTML sanitising of formatted texts on save', () => {
  let t: TestApp;
  let admin: StaffSession;

  const storedDescription = async (id: number) =>
    (await t.dataSource.getRepository(BranchEntity).findOneByOrFail({ id })).description;
  const servedDescription = async (id: number) => {
    const response = await t.request('GET', `/api/branches/${id}`);
    expect(response.status).toBe(200);
    return response.json<Data<Branch>>().data.description;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('stores and serves a branch description without the image and its onerror handler', async () => {
    const created = await t.create<BranchAdmin>(
      '/api/branches',
      {
        identifier: 'wien-neubau',
        name: 'Wien Neubau',
        description: '<p>Frisches Brot</p><img src=x onerror=alert(1)>',
      },
      admin,
    );
    expect(created.description).toBe('<p>Frisches Brot</p>');
    expect(await storedDescription(created.id)).toBe('<p>Frisches Brot</p>');
    expect(await servedDescription(created.id)).toBe('<p>Frisches Brot</p>');
  });

  it('sanitises a changed description: handlers, styles, script and javascript: links go', async () => {
    const branch = await t.create<BranchAdmin>(
      '/api/branches',
      { identifier: 'graz', name: 'Graz', description: '<p>Graz</p>' },
      admin,
    );
    const changed = await t.request('PUT', `/api/branches/${branch.id}`, {
      session: admin,
      body: {
        description:
          '<p onclick="alert(1)" style="color:red">Ab <strong>7 Uhr</strong></p>' +
          '<script>alert(1)</script>' +
          '<a href="jav&#x09;ascript:alert(1)">Karte</a> <a href="https://graz.example">Web</a>' +
          '<svg><style><img src=x onerror=alert(1)></style></svg>',
      },
    });
    expect(changed.status).toBe(200);
    const clean =
      '<p>Ab <strong>7 Uhr</strong></p><a>Karte</a> <a href="https://graz.example">Web</a>';
    expect(changed.json<Data<BranchAdmin>>().data.description).toBe(clean);
    expect(await storedDescription(branch.id)).toBe(clean);
    expect(await servedDescription(branch.id)).toBe(clean);
  });

  it('keeps the formatting the rich-text editor writes', async () => {
    const html =
      '<h2>Filiale</h2><p>Zeile 1<br>Zeile 2 &amp; mehr</p><ul><li><em>eins</em></li></ul>' +
      '<p><a href="mailto:linz@backstube.example">Mail</a></p>';
    const branch = await t.create<BranchAdmin>(
      '/api/branches',
      { identifier: 'linz', name: 'Linz', description: html },
      admin,
    );
    expect(await storedDescription(branch.id)).toBe(html);
  });
});
