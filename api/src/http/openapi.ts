import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI description at /api/docs (UI) and /api/docs-json. */
export function serveOpenApi(app: NestFastifyApplication, version: string): void {
  const config = new DocumentBuilder()
    .setTitle('Bestellwerk API')
    .setDescription(
      'Antworten: { data }. Fehler: { errors: [{ message, field? }] } auf Deutsch. ' +
        'Mitarbeiter-Routen brauchen das Sitzungs-Cookie (POST /api/login), ändernde Aufrufe zusätzlich X-CSRF-Token.',
    )
    .setVersion(version)
    .addCookieAuth('bestellwerk_session')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
