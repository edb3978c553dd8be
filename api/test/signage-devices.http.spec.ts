import type { AddressInfo } from 'node:net';
import {
  SIGNAGE_PAIRING_ALPHABET,
  type ErrorEnvelope as Errors,
  type SignageDevice,
  type SignageHeartbeat,
  type SignagePairing,
  type SignagePairingState,
  type SignageSegment,
} from '@bestellwerk/domain';
import { SIGNAGE_PAIRING_CODE_MESSAGE } from '../src/modules/signage/signage-pairing.service.js';
import { openEventStream, type Frame } from './support/event-stream-client.js';
import {
  createTestApp,
  SUITE_RATE_LIMITS,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';

type Data<T> = { data: T };

const PUBLIC = '/api/digital-signage-devices/public';

describe('TVs: heartbeat, reload and pairing', () => {
  let t: TestApp;
  let port: number;
  let admin: StaffSession;
  let employee: StaffSession;
  let segment: SignageSegment;
  let tv: SignageDevice;
  let spare: SignageDevice;

  const heartbeat = (identifier: string, body: object) =>
    t.request('POST', `${PUBLIC}/${identifier}/heartbeat`, { body });
  const device = async (id: number) =>
    (await t.request('GET', `/api/digital-signage-devices/${id}`, { session: admin })).json<
      Data<SignageDevice>
    >().data;
  const createPairing = async () => {
    const response = await t.request('POST', `${PUBLIC}/pairings`);
    expect(response.status).toBe(201);
    return response.json<Data<SignagePairing>>().data;
  };
  const pairingState = async (token: string) =>
    (await t.request('GET', `${PUBLIC}/pairings/${token}`)).json<Data<SignagePairingState>>().data;
  const pair = (id: number, code: string, session = admin) =>
    t.request('POST', `/api/digital-signage-devices/${id}/pair`, { session, body: { code } });

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { ...SUITE_RATE_LIMITS, signagePairingsPerIp: { max: 8, windowMs: 60_000 } },
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
    segment = await t.create<SignageSegment>(
      '/api/digital-signage-segments',
      { name: 'Abholbereit', type: 'pickup', duration: 10 },
      admin,
    );
    tv = await t.create<SignageDevice>(
      '/api/digital-signage-devices',
      { identifier: 'theke', name: 'Theke' },
      admin,
    );
    spare = await t.create<SignageDevice>(
      '/api/digital-signage-devices',
      { identifier: 'reserve', name: 'Reserve' },
      admin,
    );
  });
  afterAll(() => t.close());

  describe('heartbeat', () => {
    it('records that the TV is alive and which segment it shows', async () => {
      const response = await heartbeat('theke', { segment: { id: segment.id } });
      expect(response.status).toBe(200);
      expect(response.json<Data<SignageHeartbeat>>().data).toEqual({ reload: false });
      expect(await device(tv.id)).toMatchObject({
        currentSegment: { id: segment.id },
        isOnline: true,
        lastSeenAt: expect.any(String),
      });
      await heartbeat('theke', { segment: null });
      expect((await device(tv.id)).currentSegment).toBeNull();
    });

    it('refuses an unknown segment (400 at the field) and an unknown TV (404)', async () => {
      const response = await heartbeat('theke', { segment: { id: 4242 } });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'segment',
          message: 'Filmsequenz mit der ID 4242 existiert nicht.',
        },
      ]);
      expect((await heartbeat('gibt-es-nicht', { segment: null })).status).toBe(404);
    });

    it('counts a TV silent for more than 90 s as offline', async () => {
      await t.dataSource.query('UPDATE signage_device SET lastSeenAt = ? WHERE id = ?', [
        new Date(Date.now() - 91_000).toISOString().replace('T', ' ').replace('Z', ''),
        tv.id,
      ]);
      expect((await device(tv.id)).isOnline).toBe(false);
    });
  });

  describe('reload', () => {
    it('answers the next heartbeat once with reload when the TV has no event stream open', async () => {
      const response = await t.request('POST', `/api/digital-signage-devices/${tv.id}/reload`, {
        session: admin,
      });
      expect(response.status).toBe(200);
      const first = await heartbeat('theke', { segment: null });
      expect(first.json<Data<SignageHeartbeat>>().data).toEqual({ reload: true });
      const second = await heartbeat('theke', { segment: null });
      expect(second.json<Data<SignageHeartbeat>>().data).toEqual({ reload: false });
    });

    it('sends a listening TV a reload event at once, and its reloaded page no second reload', async () => {
      const client = await openEventStream(port, `${PUBLIC}/theke/events`);
      await client.next((frame: Frame) => frame.kind === 'event' && frame.event === 'display');
      const response = await t.request('POST', `/api/digital-signage-devices/${tv.id}/reload`, {
        session: admin,
      });
      expect(response.status).toBe(200);
      expect(response.json<Data<SignageDevice>>().data.id).toBe(tv.id);
      await client.next((frame) => frame.kind === 'event' && frame.event === 'reload');
      client.close();
      // The reloaded page's first heartbeat: the TV has reloaded already.
      const first = await heartbeat('theke', { segment: null });
      expect(first.json<Data<SignageHeartbeat>>().data).toEqual({ reload: false });
    });

    it('is for admins with a CSRF token only', async () => {
      const asEmployee = await t.request('POST', `/api/digital-signage-devices/${tv.id}/reload`, {
        session: employee,
      });
      expect(asEmployee.status).toBe(403);
      const withoutToken = await t.request('POST', `/api/digital-signage-devices/${tv.id}/reload`, {
        session: admin,
        headers: { 'x-csrf-token': '' },
      });
      expect(withoutToken.status).toBe(403);
      expect((await pair(tv.id, 'ABCDEF', employee)).status).toBe(403);
      const missing = await t.request('POST', '/api/digital-signage-devices/999/reload', {
        session: admin,
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('pairing', () => {
    it('pairs a TV end to end: code on the screen, admin types it, the TV learns its identifier', async () => {
      const pairing = await createPairing();
      expect(pairing.code).toMatch(new RegExp(`^[${SIGNAGE_PAIRING_ALPHABET}]{6}$`));
      expect(pairing.token.length).toBeGreaterThanOrEqual(40);
      // Valid for 10 minutes (issue 20), not longer.
      const validFor = Date.parse(pairing.expiresAt) - Date.now();
      expect(validFor).toBeGreaterThan(9 * 60_000);
      expect(validFor).toBeLessThanOrEqual(10 * 60_000);
      expect(await pairingState(pairing.token)).toEqual({
        status: 'waiting',
        code: pairing.code,
        expiresAt: pairing.expiresAt,
      });
      const typed = ` ${pairing.code.slice(0, 3).toLowerCase()} ${pairing.code.slice(3)} `;
      const response = await pair(tv.id, typed);
      expect(response.status).toBe(200);
      expect(response.json<Data<SignageDevice>>().data).toMatchObject({
        id: tv.id,
        identifier: 'theke',
      });
      expect(await pairingState(pairing.token)).toEqual({ status: 'paired', identifier: 'theke' });
      // The token is stored only as its hash.
      const rows = await t.dataSource.query('SELECT tokenHash FROM signage_pairing');
      expect(JSON.stringify(rows)).not.toContain(pairing.token);
    });

    it('uses a code once and refuses unknown or expired codes at the field', async () => {
      const used = await createPairing();
      expect((await pair(tv.id, used.code)).status).toBe(200);
      const expired = await createPairing();
      await t.dataSource.query('UPDATE signage_pairing SET expiresAt = ? WHERE code = ?', [
        new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', ''),
        expired.code,
      ]);
      expect(await pairingState(expired.token)).toEqual({ status: 'expired' });
      for (const code of [used.code, expired.code, 'ZZZZZZ', 'zu-lang-1234']) {
        const response = await pair(spare.id, code);
        expect(response.status).toBe(400);
        expect(response.json<Errors>().errors).toEqual([
          { code: 'VALIDATION_FAILED', field: 'code', message: SIGNAGE_PAIRING_CODE_MESSAGE },
        ]);
      }
      expect((await t.request('GET', `${PUBLIC}/pairings/unbekannt`)).status).toBe(404);
    });

    it('limits how many codes one address asks for (429 with Retry-After)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await t.request('POST', `${PUBLIC}/pairings`)).status);
      const limited = statuses.indexOf(429);
      expect(limited).toBeGreaterThan(0);
      const refused = await t.request('POST', `${PUBLIC}/pairings`);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toEqual(expect.any(String));
    });
  });
});
