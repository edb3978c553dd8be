import { Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { NotFoundError, ValidationFailedError } from './app-errors.js';
import { toErrorResponse } from './error-response.js';

/** A database error as the driver reports it (only its code matters here). */
const driverError = (code: string) =>
  new QueryFailedError('INSERT …', [], Object.assign(new Error(code), { code }));

describe('toErrorResponse: every answer carries a code', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each<[string, unknown, number, object[]]>([
    [
      'an AppError of the catalogue',
      new NotFoundError('ORDER_NOT_FOUND'),
      404,
      [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
    ],
    [
      'a rule’s problem at its field',
      ValidationFailedError.field('name', 'Bitte geben Sie einen Namen an.'),
      400,
      [{ code: 'VALIDATION_FAILED', message: 'Bitte geben Sie einen Namen an.', field: 'name' }],
    ],
    [
      'a framework 404',
      new NotFoundException(),
      404,
      [{ code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    ],
    [
      'a wrapped Fastify body error',
      new PayloadTooLargeException(undefined, {
        cause: Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
      }),
      413,
      [{ code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' }],
    ],
    [
      'a Fastify error by its code',
      Object.assign(new Error('bad json'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      }),
      400,
      [{ code: 'INVALID_JSON', message: 'Der Anfragetext ist kein gültiges JSON.' }],
    ],
    [
      'a Fastify error by its status',
      Object.assign(new Error('method'), { statusCode: 405 }),
      405,
      [{ code: 'METHOD_NOT_ALLOWED', message: 'Diese Methode ist hier nicht erlaubt.' }],
    ],
    [
      'a unique violation',
      driverError('ER_DUP_ENTRY'),
      409,
      [{ code: 'VALUE_TAKEN', message: 'Dieser Wert ist bereits vergeben.' }],
    ],
    [
      'a delete of a row still referenced',
      driverError('ER_ROW_IS_REFERENCED_2'),
      409,
      [
        {
          code: 'RECORD_IN_USE',
          message: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.',
        },
      ],
    ],
    [
      'an unknown error',
      new TypeError('undefined is not a function'),
      500,
      [{ code: 'INTERNAL_ERROR', message: 'Ein unbekannter Fehler ist aufgetreten.' }],
    ],
  ])('%s', (_what, error, status, errors) => {
    expect(toErrorResponse(error)).toEqual({ status, errors });
  });
});

describe('toErrorResponse: the log of a 500', () => {
  afterEach(() => jest.restoreAllMocks());

  it('names the request id, so the log line and the X-Request-Id of the answer meet', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    toErrorResponse(new TypeError('kaputt'), 'lb-7f3a');
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Anfrage lb-7f3a: TypeError: kaputt/),
    );
  });
});
