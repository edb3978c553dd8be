/** Operation extension of @ApiErrors(): statuses the document's shared answers add. */
export const ERRORS_EXTENSION = 'x-bestellwerk-errors';

/** The error answers of components.responses, by status. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description: 'Die Eingabe ist ungültig (Body, Query oder Pfad); `field` nennt das Feld.',
  },
  401: {
    name: 'Unauthorized',
    description: 'Keine gültige Anmeldung oder kein gültiger Schlüssel.',
  },
  403: {
    name: 'Forbidden',
    description:
      'Dafür fehlt die Berechtigung (Rolle oder Filiale); bei ändernden Aufrufen auch ein fehlendes oder falsches X-CSRF-Token.',
  },
  404: {
    name: 'NotFound',
    description: 'Das angesprochene Objekt gibt es nicht (oder nicht für Sie).',
  },
  409: {
    name: 'Conflict',
    description: 'Der Aufruf passt nicht zum aktuellen Stand (Status, Verwendung, Einstellung).',
  },
  413: { name: 'PayloadTooLarge', description: 'Der Body ist zu groß.' },
  422: {
    name: 'UnprocessableEntity',
    description: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Zu viele Anfragen; Retry-After nennt die Sekunden bis zum nächsten Versuch.',
  },
  502: {
    name: 'BadGateway',
    description: 'Ein Dienst dahinter (Zahlungsanbieter, E-Mail, SMS) ist nicht erreichbar.',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'Die Instanz nimmt gerade keine Arbeit an (wird beendet, Datenbank oder Redis nicht erreichbar).',
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The `{ errors }` envelope as JSON content. */
export const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
};

/** components.responses: one shared answer per error status. */
export function errorResponseComponents(): Record<string, object> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
      name,
      {
        description,
        content: ERROR_CONTENT,
        ...(status === '429'
          ? {
              headers: {
                'Retry-After': {
                  description: 'Sekunden bis zum nächsten Versuch',
                  schema: { type: 'integer' },
                },
              },
            }
          : {}),
      },
    ]),
  );
}
