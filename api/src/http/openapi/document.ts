import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** `OrdersController` + `get` → `orders.get`; `ProductsCrudController` + `list` → `products.list`. */
export function operationId(controllerKey: string, methodKey: string): string {
  const name = controllerKey.replace(/(Crud)?Controller$/, '');
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}.${methodKey}`;
}

/** The OpenAPI document of the API: what /api/docs-json serves and api/openapi.json holds. */
export function createOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Bestellwerk API')
    .setDescription(
      'Antworten: { data }. Fehler: { errors: [{ message, field?, code }] } auf Deutsch. ' +
        'Mitarbeiter-Routen brauchen das Sitzungs-Cookie (POST /api/login), ändernde Aufrufe zusätzlich X-CSRF-Token.',
    )
    .setVersion(version)
    .addCookieAuth('bestellwerk_session')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: operationId });
}

/** The committed form of the document (api/openapi.json). */
export function serializeOpenApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
