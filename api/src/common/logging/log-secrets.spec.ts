import { isSecretField, REDACTED, withoutSecrets } from './log-secrets.js';

describe('isSecretField', () => {
  it.each([
    ['password', true],
    ['passwordHash', true],
    ['plainPassword', true],
    ['csrfToken', true],
    ['timeTrackingToken', true],
    ['access_token', true],
    ['pin', true],
    ['kioskPin', true],
    ['apiKey', true],
    ['api_key', true],
    ['API_KEY', true],
    ['webhookSecret', true],
    ['mollie.apiKey', true],
    ['hash', true],
    ['privateKey', true],
    ['price', false],
    ['shipping', false],
    ['mapping', false],
    ['keyword', false],
    ['unitKey', false],
    ['spinach', false],
    ['username', false],
    ['tokenizer2', false],
  ])('%s → %s', (name, secret) => {
    expect(isSecretField(name)).toBe(secret);
  });
});

describe('withoutSecrets', () => {
  it('replaces secret values at any depth and keeps the rest', () => {
    expect(
      withoutSecrets({
        username: 'anna',
        password: 'geheim',
        branch: { name: 'Wien', apiKey: 'k-123' },
        list: [{ token: 't' }, 3],
      }),
    ).toEqual({
      username: 'anna',
      password: REDACTED,
      branch: { name: 'Wien', apiKey: REDACTED },
      list: [{ token: REDACTED }, 3],
    });
  });

  it('keeps the name of a changed secret field without its values', () => {
    expect(
      withoutSecrets({
        changes: [
          { field: 'price', old: 3.5, new: 4.2 },
          { field: 'apiKey', old: 'alt-1', new: 'neu-2' },
        ],
      }),
    ).toEqual({
      changes: [
        { field: 'price', old: 3.5, new: 4.2 },
        { field: 'apiKey', old: REDACTED, new: REDACTED },
      ],
    });
  });
});
