import {
  SIGNAGE_CONTENT_MESSAGES,
  SIGNAGE_DAYPART_MESSAGES,
  type Category,
  type ErrorEnvelope as Errors,
  type SignageDevice,
  type SignageSegment,
  type SignageStream,
  type Upload,
} from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { SIGNAGE_VIDEO_KIND_MESSAGE } from '../src/modules/signage/signage-content-references.js';
import { dataUrl, documents } from './support/media-fixtures.js';
import { createBranch } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const BREAKFAST = {
  weekdays: [1, 2, 3, 4, 5, 6],
  from: '06:00',
  to: '11:00',
  startDate: null,
  endDate: null,
};

describe('digital signage: segments, streams and TVs', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let wien: BranchEntity;
  let bread: Category;
  let breakfast: SignageSegment;
  let notice: SignageSegment;
  let hidden: SignageSegment;
  let window: SignageStream;
  let tv: SignageDevice;

  const post = <T>(path: string, body: object): Promise<T> =>
    t.create<T>(`/api/${path}`, body, admin);
  const rows = async (table: string) =>
    Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const refused = async (method: 'POST' | 'PUT', path: string, body: object) => {
    const response = await t.request(method, `/api/${path}`, { session: admin, body });
    expect(response.status).toBe(400);
    return response.json<Errors>().errors.map((e) => [e.field, e.message]);
  };
  const upload = async (name: string, data: Buffer) =>
    (
      await t.request('POST', '/api/uploads', {
        session: admin,
        body: { name, data: dataUrl(data) },
      })
    ).json<{ data: Upload }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
    bread = await post<Category>('categories', { name: 'Brot', isEnabled: true });
  });
  afterAll(() => t.close());

  describe('segments', () => {
    it('stores a menu board with its daypart and fills the content defaults', async () => {
      breakfast = await post('digital-signage-segments', {
        name: 'Frühstückstafel',
        type: 'menu',
        duration: 20,
        content: { title: 'Frühstück bis 11 Uhr', categories: [bread.id], unknown: 'weg' },
        daypart: { weekdays: [6, 1, 2, 3, 4, 5], from: '06:00', to: '11:00' },
      });
      expect(breakfast).toEqual({
        id: expect.any(Number),
        name: 'Frühstückstafel',
        type: 'menu',
        duration: 20,
        content: {
          title: 'Frühstück bis 11 Uhr',
          categories: [bread.id],
          unavailable: 'dim',
          showPrices: true,
          showImages: true,
          showAllergens: true,
        },
        daypart: BREAKFAST,
        isEnabled: true,
      });
      notice = await post('digital-signage-segments', {
        name: 'Hinweis',
        type: 'text',
        duration: 12,
        content: { html: '<p>Frisch <strong>gebacken</strong></p><script>alert(1)</script>' },
      });
      expect(notice.content).toEqual({ html: '<p>Frisch <strong>gebacken</strong></p>' });
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Nur Skript',
          type: 'text',
          duration: 5,
          content: { html: '<script>alert(1)</script>' },
        }),
      ).toEqual([['content.html', SIGNAGE_CONTENT_MESSAGES.html]]);
      expect(notice.daypart).toBeNull();
      hidden = await post('digital-signage-segments', {
        name: 'Abholbereit',
        type: 'pickup',
        duration: 8,
        isEnabled: false,
      });
      expect(hidden.content).toEqual({});
    });

    it('refuses bad content and dayparts with German field errors, writing nothing', async () => {
      const before = await rows('signage_segment');
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Kaputt',
          type: 'menu',
          duration: 10,
          content: { categories: ['brot'], unavailable: 'grau', backgroundColor: 'rot' },
          daypart: { weekdays: [0], from: '25:00', startDate: '2026-12-24', endDate: '2026-12-01' },
        }),
      ).toEqual([
        ['content.backgroundColor', SIGNAGE_CONTENT_MESSAGES.color],
        ['content.categories', SIGNAGE_CONTENT_MESSAGES.categories],
        ['content.unavailable', SIGNAGE_CONTENT_MESSAGES.unavailable],
        ['daypart.weekdays', SIGNAGE_DAYPART_MESSAGES.weekdays],
        ['daypart.from', SIGNAGE_DAYPART_MESSAGES.time],
        ['daypart.endDate', SIGNAGE_DAYPART_MESSAGES.dateOrder],
      ]);
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Unbekannt',
          type: 'menu',
          duration: 10,
          content: { categories: [bread.id, 4242] },
        }),
      ).toEqual([['content.categories', 'Kategorie mit der ID 4242 existiert nicht.']]);
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Ohne Bild',
          type: 'image',
          duration: 10,
        }),
      ).toEqual([['content.image', SIGNAGE_CONTENT_MESSAGES.image]]);
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Bild fehlt',
          type: 'image',
          duration: 10,
          content: { image: 777 },
        }),
      ).toEqual([['content.image', 'Bild mit der ID 777 existiert nicht.']]);
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Vorlage fehlt',
          type: 'template',
          duration: 10,
          content: { imageTemplate: 5 },
        }),
      ).toEqual([['content.imageTemplate', 'Bildvorlage mit der ID 5 existiert nicht.']]);
      expect(await rows('signage_segment')).toBe(before);
    });

    it('plays only MP4 or WebM uploads as videos', async () => {
      const pdf = await upload('preise.pdf', documents.pdf);
      expect(
        await refused('POST', 'digital-signage-segments', {
          name: 'Kein Video',
          type: 'video',
          duration: 10,
          content: { upload: pdf.id },
        }),
      ).toEqual([['content.upload', SIGNAGE_VIDEO_KIND_MESSAGE]]);
      const clip = await upload('ofen.webm', documents.webm);
      const video = await post<SignageSegment>('digital-signage-segments', {
        name: 'Ofen',
        type: 'video',
        duration: 10,
        content: { upload: clip.id },
      });
      expect(video.content).toEqual({ upload: clip.id, fit: 'cover' });
      await t.request('DELETE', `/api/digital-signage-segments/${video.id}`, { session: admin });
    });

    it('rechecks the stored content when only the type changes, and clears a daypart', async () => {
      expect(
        await refused('PUT', `digital-signage-segments/${notice.id}`, { type: 'image' }),
      ).toEqual([['content.image', SIGNAGE_CONTENT_MESSAGES.image]]);
      const cleared = await t.request('PUT', `/api/digital-signage-segments/${breakfast.id}`, {
        session: admin,
        body: { daypart: null },
      });
      expect(cleared.json<{ data: SignageSegment }>().data.daypart).toBeNull();
      const again = await t.request('PUT', `/api/digital-signage-segments/${breakfast.id}`, {
        session: admin,
        body: { daypart: BREAKFAST, name: 'Frühstückstafel' },
      });
      expect(again.json<{ data: SignageSegment }>().data).toMatchObject({
        daypart: BREAKFAST,
        content: breakfast.content,
      });
    });

    it('filters by isEnabled and type; only admins read or write', async () => {
      const names = async (query: string) =>
        (await t.request('GET', `/api/digital-signage-segments${query}`, { session: admin }))
          .json<{ data: SignageSegment[] }>()
          .data.map((segment) => segment.name);
      expect(await names('?isEnabled=false')).toEqual(['Abholbereit']);
      expect(await names('?type=menu')).toEqual(['Frühstückstafel']);
      expect(await names('')).toHaveLength(3);
      for (const path of [
        'digital-signage-segments',
        'digital-signage-streams',
        'digital-signage-devices',
      ]) {
        const read = await t.request('GET', `/api/${path}`, { session: employee });
        expect(read.status).toBe(403);
        expect((await t.request('GET', `/api/${path}`)).status).toBe(401);
      }
      const write = await t.request('POST', '/api/digital-signage-segments', {
        session: employee,
        body: { name: 'X', type: 'pickup', duration: 5 },
      });
      expect(write.status).toBe(403);
    });
  });

  describe('streams', () => {
    it('keeps the playlist in order with each entry’s daypart; `entries` wins over `segments`', async () => {
      window = await post('digital-signage-streams', {
        name: 'Schaufenster',
        segments: [{ id: notice.id }],
        entries: [
          { segment: { id: breakfast.id }, daypart: null },
          { segment: { id: notice.id }, daypart: { from: '11:00' } },
          { segment: { id: hidden.id }, daypart: null },
          { segment: { id: notice.id }, daypart: { weekdays: [6, 7] } },
        ],
      });
      const afternoon = { weekdays: [], from: '11:00', to: null, startDate: null, endDate: null };
      const weekend = { weekdays: [6, 7], from: null, to: null, startDate: null, endDate: null };
      expect(window).toEqual({
        id: expect.any(Number),
        name: 'Schaufenster',
        segments: [{ id: breakfast.id }, { id: notice.id }, { id: hidden.id }, { id: notice.id }],
        entries: [
          { segment: { id: breakfast.id }, daypart: null },
          { segment: { id: notice.id }, daypart: afternoon },
          { segment: { id: hidden.id }, daypart: null },
          { segment: { id: notice.id }, daypart: weekend },
        ],
        isEnabled: true,
      });
      const reordered = await t.request('PUT', `/api/digital-signage-streams/${window.id}`, {
        session: admin,
        body: { segments: [{ id: notice.id }, { id: breakfast.id }] },
      });
      expect(reordered.json<{ data: SignageStream }>().data.entries).toEqual([
        { segment: { id: notice.id }, daypart: null },
        { segment: { id: breakfast.id }, daypart: null },
      ]);
      expect(await rows('signage_stream_segment')).toBe(2);
    });

    it('refuses unknown segments and bad entry dayparts, naming the field, writing nothing', async () => {
      const before = await rows('signage_stream');
      expect(
        await refused('POST', 'digital-signage-streams', {
          name: 'Kaputt',
          segments: [{ id: breakfast.id }, { id: 4242 }],
        }),
      ).toEqual([['segments', 'Filmsequenz mit der ID 4242 existiert nicht.']]);
      expect(
        await refused('POST', 'digital-signage-streams', {
          name: 'Kaputt',
          entries: [
            { segment: { id: breakfast.id }, daypart: null },
            { segment: { id: notice.id }, daypart: { from: '10:00', to: '10:00' } },
          ],
        }),
      ).toEqual([['entries.1.daypart.to', SIGNAGE_DAYPART_MESSAGES.sameTimes]]);
      expect(
        await refused('POST', 'digital-signage-streams', {
          name: 'Kaputt',
          entries: [{ segment: { id: 4343 }, daypart: null }],
        }),
      ).toEqual([['entries', 'Filmsequenz mit der ID 4343 existiert nicht.']]);
      expect(await rows('signage_stream')).toBe(before);
    });
  });

  describe('TVs', () => {
    it('creates TVs with stream and branch, offline and without segment until they report', async () => {
      tv = await post('digital-signage-devices', {
        identifier: 'wien-schaufenster',
        name: 'Schaufenster Neubaugasse',
        branch: { id: wien.id },
        stream: { id: window.id },
      });
      expect(tv).toEqual({
        id: expect.any(Number),
        identifier: 'wien-schaufenster',
        name: 'Schaufenster Neubaugasse',
        branch: { id: wien.id },
        stream: { id: window.id },
        orientation: 'landscape',
        lastSeenAt: null,
        currentSegment: null,
        isOnline: false,
      });
      const taken = await t.request('POST', '/api/digital-signage-devices', {
        session: admin,
        body: { identifier: 'wien-schaufenster', name: 'Noch einer' },
      });
      expect(taken.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Diese Kennung wird bereits von einem anderen TV verwendet.',
            field: 'identifier',
          },
        ],
      });
      await post('digital-signage-devices', {
        identifier: 'lager',
        name: 'Lager',
        orientation: 'portrait',
      });
    });

    it('filters by stream, branch and orientation', async () => {
      const identifiers = async (query: string) =>
        (await t.request('GET', `/api/digital-signage-devices${query}`, { session: admin }))
          .json<{ data: SignageDevice[] }>()
          .data.map((device) => device.identifier);
      expect(await identifiers(`?stream=${window.id}`)).toEqual(['wien-schaufenster']);
      expect(await identifiers(`?branch=${wien.id}`)).toEqual(['wien-schaufenster']);
      expect(await identifiers('?orientation=portrait')).toEqual(['lager']);
      const bad = await t.request('GET', '/api/digital-signage-devices?stream=eins', {
        session: admin,
      });
      expect(bad.status).toBe(400);
    });

    it('drops a deleted segment from the stream and unassigns a deleted stream', async () => {
      await t.request('DELETE', `/api/digital-signage-segments/${breakfast.id}`, {
        session: admin,
      });
      const stream = await t.request('GET', `/api/digital-signage-streams/${window.id}`, {
        session: admin,
      });
      expect(stream.json<{ data: SignageStream }>().data.segments).toEqual([{ id: notice.id }]);
      await t.request('DELETE', `/api/digital-signage-streams/${window.id}`, { session: admin });
      const after = await t.request('GET', `/api/digital-signage-devices/${tv.id}`, {
        session: admin,
      });
      expect(after.json<{ data: SignageDevice }>().data.stream).toBeNull();
    });
  });
});
