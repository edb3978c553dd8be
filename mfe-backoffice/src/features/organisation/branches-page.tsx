import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { CRUD_COLLECTIONS } from '@bestellwerk/domain';
import {
  collectionResource,
  type ResourceConfig,
  type ResourceRecord,
} from '../../shared/resources/resource-config.js';
import {
  BRANCH_FIELDS,
  REQUIREMENT_DETAILS,
  REQUIREMENT_ORDER_TYPES,
  requirementField,
} from './branch-fields.js';
import { DeliveryAreasControl } from './delivery-areas-control.js';
import { OpeningHoursControl } from './opening-hours-control.js';
import { RequirementsGrid } from './requirements-grid.js';
import { sectionedEditor, type EditorSection } from '../../shared/editor/sectioned-editor.js';
import './organisation.css';

/** The branch form's sections (every field of BRANCH_FIELDS stands in one). */
export const BRANCH_SECTIONS: readonly EditorSection[] = [
  {
    label: 'Stammdaten',
    fields: [
      'identifier',
      'name',
      'description',
      'division',
      'tags',
      'keywords',
      'isEnabled',
      'isPublic',
    ],
  },
  {
    label: 'Adresse & Kontakt',
    fields: ['street', 'zipCode', 'city', 'phone', 'email', 'website', 'latitude', 'longitude'],
  },
  {
    label: 'Bestellarten',
    fields: [
      'isTakeawayEnabled',
      'isDeliveryEnabled',
      'isDineInEnabled',
      'isTableSelectionEnabled',
      'isPreorderEnabled',
      'isAppointmentRequired',
      'isQuotationRequired',
      'isAutoPrintEnabled',
      'orderableFrom',
      'closedMessage',
    ],
  },
  {
    label: 'Zahlung',
    fields: [
      'isCashEnabled',
      'isATMCardEnabled',
      'isHydroAGVoucherEnabled',
      'isMollieEnabled',
      'isDatatransEnabled',
    ],
  },
  {
    label: 'Pflichtangaben',
    fields: REQUIREMENT_DETAILS.flatMap((detail) =>
      REQUIREMENT_ORDER_TYPES.map((type) => requirementField(type.key, detail.key)),
    ),
    content: RequirementsGrid,
  },
  { label: 'Öffnungszeiten', fields: ['openingHours'] },
  {
    label: 'Lieferung',
    fields: ['isDeliveryHoursEnabled', 'deliveryHours', 'deliveryAreas'],
  },
  { label: 'Bilder', fields: ['images', 'logo'] },
];

const yesNo = (value: unknown) => (value === true ? 'Ja' : 'Nein');

/** Branches (storefront.md §3): every field and flag, hours with a week preview, areas. */
export const BRANCHES: ResourceConfig = collectionResource(CRUD_COLLECTIONS.branches, {
  newTitle: 'Neue Filiale',
  searchHint: 'Name, Kennung, PLZ, Ort, Straße, Suchbegriffe',
  columns: [
    'name',
    'identifier',
    { key: 'city', label: 'Ort' },
    {
      key: 'isEnabled',
      label: 'Aktiv / Öffentlich',
      render: (record: ResourceRecord) => `${yesNo(record.isEnabled)} / ${yesNo(record.isPublic)}`,
    },
  ],
  fields: BRANCH_FIELDS,
  custom: { 'opening-hours': OpeningHoursControl, 'delivery-areas': DeliveryAreasControl },
  editor: sectionedEditor(BRANCH_SECTIONS),
});

/** `/backend/branches`: administrators manage the branches. */
export const BranchesPage = () => <ResourceScreen resource={BRANCHES} />;
