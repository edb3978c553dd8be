import { AUTH_ENTITIES } from '../modules/auth/auth.entities.js';
import { CATALOG_ENTITIES } from '../modules/catalog/catalog.entities.js';
import { CONTACT_ENTITIES } from '../modules/contact/contact.entities.js';
import { CONTENT_ENTITIES } from '../modules/content/content.entities.js';
import { DEVICES_ENTITIES } from '../modules/devices/devices.entities.js';
import { INSIGHTS_ENTITIES } from '../modules/insights/insights.entities.js';
import { MEDIA_ENTITIES } from '../modules/media/media.entities.js';
import { ORDERING_ENTITIES } from '../modules/ordering/ordering.entities.js';
import { ORGANISATION_ENTITIES } from '../modules/organisation/organisation.entities.js';
import { PAYMENTS_ENTITIES } from '../modules/payments/payments.entities.js';
import { ORDER_ROLL_UP_ENTITIES } from '../modules/statistics/order-roll-ups/order-roll-up.entities.js';
import { VISIT_ROLLUP_ENTITIES } from '../modules/statistics/visit-rollup.entities.js';
import { SIGNAGE_ENTITIES } from '../modules/signage/signage.entities.js';
import { WORKFORCE_ENTITIES } from '../modules/workforce/workforce.entities.js';

/** Every entity of the data model; the data source and the migrations know exactly these. */
export const ENTITIES = [
  ...AUTH_ENTITIES,
  ...ORGANISATION_ENTITIES,
  ...CATALOG_ENTITIES,
  ...MEDIA_ENTITIES,
  ...CONTENT_ENTITIES,
  ...CONTACT_ENTITIES,
  ...ORDERING_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...DEVICES_ENTITIES,
  ...SIGNAGE_ENTITIES,
  ...WORKFORCE_ENTITIES,
  ...INSIGHTS_ENTITIES,
  ...ORDER_ROLL_UP_ENTITIES,
  ...VISIT_ROLLUP_ENTITIES,
];
