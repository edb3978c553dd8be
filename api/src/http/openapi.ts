import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { createOpenApiDocument } from './openapi/document.js';

/** OpenAPI description at /api/docs (UI) and /api/docs-json. */
export function serveOpenApi(app: NestFastifyApplication, version: string): void {
  const document = createOpenApiDocument(app, version);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
