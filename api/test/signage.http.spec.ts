import type {
  SignageDevice,
  SignageDisplay,
  SignageSegment,
  SignageStream,
} from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

describe('digital signage', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let wien: BranchEntity;
  let breakfast: SignageSegment;
  let cakes: SignageSegment;
  let hidden: SignageSegment;
  let window: SignageStream;
  let tv: SignageDevice;

  const post = <T>(path: string, body: object): Promise<T> =>
    t.create<T>(`/api/${path}`, body, admin);
  const display = async (identifier: string) => {
    const response = await t.request('GET', `/api/digital-signage-devices/public/${identifier}`);
    return { status: response.status, body: response.json<{ data: SignageDisplay }>() };
  };
  const lastSeenAt = async (id: number) =>
    (await t.dataSource.query('SELECT lastSeenAt FROM signage_device WHERE id = ?', [id]))[0]
      .lastSeenAt;

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
  });
  afterAll(() => t.close());

  describe('segments', () => {
    it('creates segments with their content', async () => {
      breakfast = await post('digital-signage-segments', {
        name: 'Frühstückstafel',
        type: 'menu',
        duration: 20,
        content: { title: 'Frühstück bis 11 Uhr', categories: [3, 4], showPrices: true },
      });
      expect(breakfast).toEqual({
        id: expect.any(Number),
        name: 'Frühstückstafel',
        type: 'menu',
        duration: 20,
        content: { title: 'Frühstück bis 11 Uhr', categories: [3, 4], showPrices: true },
        isEnabled: true,
      });
      cakes = await post('digital-signage-segments', {
        name: 'Torten',
        type: 'text',
        duration: 12,
      });
      expect(cakes.content).toEqual({});
      hidden = await post('digital-signage-segments', {
        name: 'Sommeraktion',
        type: 'image',
        duration: 8,
        isEnabled: false,
      });
    });

    it('validates duration (1 to 3600 seconds), type and content in German', async () => {
      const response = await t.request('POST', '/api/digital-signage-segments', {
        session: admin,
        body: { name: 'X', type: 'radio', duration: 0, content: ['keine', 'Liste'] },
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual(
        expect.arrayContaining([
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Dauer“ muss mindestens 1 sein.',
            field: 'duration',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Inhalt“ muss ein Objekt sein.',
            field: 'content',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Art“ muss einer dieser Werte sein: menu, image, video, text.',
            field: 'type',
          },
        ]),
      );
      const tooLong = await t.request('PUT', `/api/digital-signage-segments/${cakes.id}`, {
        session: admin,
        body: { duration: 3601, content: { text: 'x'.repeat(100_001) } },
      });
      expect(tooLong.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Dauer“ darf höchstens 3600 sein.',
          field: 'duration',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Inhalt“ darf als JSON höchstens 100000 Zeichen lang sein.',
          field: 'content',
        },
      ]);
    });

    it('filters by isEnabled and type; employees read, but cannot write', async () => {
      const names = async (query: string) =>
        (await t.request('GET', `/api/digital-signage-segments${query}`, { session: employee }))
          .json<{ data: SignageSegment[] }>()
          .data.map((segment) => segment.name);
      expect(await names('?isEnabled=false')).toEqual(['Sommeraktion']);
      expect(await names('?type=menu')).toEqual(['Frühstückstafel']);
      expect(await names('')).toHaveLength(3);
      const write = await t.request('POST', '/api/digital-signage-segments', {
        session: employee,
        body: { name: 'X', type: 'text', duration: 5 },
      });
      expect(write.status).toBe(403);
      expect((await t.request('GET', '/api/digital-signage-segments')).status).toBe(401);
      const missing = await t.request('GET', '/api/digital-signage-segments/999', {
        session: employee,
      });
      expect(missing.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Filmsequenz wurde nicht gefunden.' }],
      });
    });
  });

  describe('streams', () => {
    it('keeps the segments in the given order, repeats included', async () => {
      window = await post('digital-signage-streams', {
        name: 'Schaufenster',
        segments: [{ id: cakes.id }, { id: hidden.id }, { id: breakfast.id }, { id: cakes.id }],
      });
      expect(window).toEqual({
        id: expect.any(Number),
        name: 'Schaufenster',
        segments: [{ id: cakes.id }, { id: hidden.id }, { id: breakfast.id }, { id: cakes.id }],
        isEnabled: true,
      });
      const reordered = await t.request('PUT', `/api/digital-signage-streams/${window.id}`, {
        session: admin,
        body: { segments: [{ id: breakfast.id }, { id: hidden.id }, { id: cakes.id }] },
      });
      expect(reordered.json<{ data: SignageStream }>().data.segments).toEqual([
        { id: breakfast.id },
        { id: hidden.id },
        { id: cakes.id },
      ]);
      const renamed = await t.request('PUT', `/api/digital-signage-streams/${window.id}`, {
        session: admin,
        body: { name: 'Schaufenster Neubau' },
      });
      expect(renamed.json<{ data: SignageStream }>().data.segments).toHaveLength(3);
      const rows = await t.dataSource.query('SELECT COUNT(*) AS n FROM signage_stream_segment');
      expect(Number(rows[0].n)).toBe(3);
    });

    it('refuses unknown segments, naming the field', async () => {
      const response = await t.request('POST', '/api/digital-signage-streams', {
        session: admin,
        body: { name: 'Kaputt', segments: [{ id: breakfast.id }, { id: 4242 }] },
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Filmsequenz mit der ID 4242 existiert nicht.',
            field: 'segments',
          },
        ],
      });
    });

    it('filters by isEnabled', async () => {
      await post('digital-signage-streams', { name: 'Archiv', isEnabled: false });
      const response = await t.request('GET', '/api/digital-signage-streams?isEnabled=false', {
        session: employee,
      });
      expect(response.json<{ data: SignageStream[] }>().data.map((s) => s.name)).toEqual([
        'Archiv',
      ]);
    });
  });

  describe('TVs', () => {
    it('creates TVs with stream and branch, unique by identifier', async () => {
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

    it('filters by stream, branch and orientation, validating the parameters', async () => {
      const identifiers = async (query: string) =>
        (await t.request('GET', `/api/digital-signage-devices${query}`, { session: employee }))
          .json<{ data: SignageDevice[] }>()
          .data.map((device) => device.identifier);
      expect(await identifiers(`?stream=${window.id}`)).toEqual(['wien-schaufenster']);
      expect(await identifiers(`?branch=${wien.id}`)).toEqual(['wien-schaufenster']);
      expect(await identifiers('?orientation=portrait')).toEqual(['lager']);
      const bad = await t.request('GET', '/api/digital-signage-devices?stream=eins', {
        session: employee,
      });
      expect(bad.status).toBe(400);
      expect(bad.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Stream“ hat ein ungültiges Format.',
            field: 'stream',
          },
        ],
      });
      const missing = await t.request('GET', '/api/digital-signage-devices/999', {
        session: employee,
      });
      expect(missing.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'TV wurde nicht gefunden.' }],
      });
    });
  });

  describe('GET /api/digital-signage-devices/public/{identifier}', () => {
    it('gives the TV anonymously its stream and only the enabled segments in stream order', async () => {
      const { status, body } = await display('wien-schaufenster');
      expect(status).toBe(200);
      expect(body.data.device).toMatchObject({ id: tv.id, identifier: 'wien-schaufenster' });
      expect(body.data.device.lastSeenAt).toEqual(expect.any(String));
      expect(body.data.stream).toEqual({
        id: window.id,
        name: 'Schaufenster Neubau',
        segments: [{ id: breakfast.id }, { id: hidden.id }, { id: cakes.id }],
        isEnabled: true,
      });
      expect(body.data.segments.map((segment) => segment.name)).toEqual([
        'Frühstückstafel',
        'Torten',
      ]);
      expect(body.data.segments[0].content).toEqual(breakfast.content);
    });

    it('records the visit at most once a minute', async () => {
      const first = await lastSeenAt(tv.id);
      expect(first).not.toBeNull();
      await display('wien-schaufenster');
      expect(await lastSeenAt(tv.id)).toEqual(first);
      const twoMinutesAgo = new Date(Date.now() - 120_000);
      await t.dataSource.query('UPDATE signage_device SET lastSeenAt = ? WHERE id = ?', [
        twoMinutesAgo.toISOString().replace('T', ' ').replace('Z', ''),
        tv.id,
      ]);
      const { body } = await display('wien-schaufenster');
      expect(Date.parse(body.data.device.lastSeenAt!)).toBeGreaterThan(Date.now() - 10_000);
      expect(await lastSeenAt(tv.id)).not.toEqual(first);
    });

    it('answers a TV without stream, or with a disabled stream, with no segments', async () => {
      expect((await display('lager')).body.data).toMatchObject({ stream: null, segments: [] });
      await t.request('PUT', `/api/digital-signage-streams/${window.id}`, {
        session: admin,
        body: { isEnabled: false },
      });
      expect((await display('wien-schaufenster')).body.data).toMatchObject({
        stream: null,
        segments: [],
      });
      await t.request('PUT', `/api/digital-signage-streams/${window.id}`, {
        session: admin,
        body: { isEnabled: true },
      });
    });

    it('answers an unknown TV with a German 404', async () => {
      const response = await t.request('GET', '/api/digital-signage-devices/public/gibt-es-nicht');
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'TV wurde nicht gefunden.' }],
      });
    });

    it('drops a deleted segment from the stream and unassigns a deleted stream', async () => {
      await t.request('DELETE', `/api/digital-signage-segments/${breakfast.id}`, {
        session: admin,
      });
      expect((await display('wien-schaufenster')).body.data.stream?.segments).toEqual([
        { id: hidden.id },
        { id: cakes.id },
      ]);
      await t.request('DELETE', `/api/digital-signage-streams/${window.id}`, { session: admin });
      const after = await t.request('GET', `/api/digital-signage-devices/${tv.id}`, {
        session: admin,
      });
      expect(after.json<{ data: SignageDevice }>().data.stream).toBeNull();
    });
  });
});
