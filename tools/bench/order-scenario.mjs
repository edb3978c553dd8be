// The orders the bench places: a takeaway order with cash at the demo branch that takes
// preorders (linz-urfahr), for its first free slot, so it is accepted at any hour of the day.
import {
  appointmentPlanner,
  branchCatalog,
  emptyOrderForm,
} from '../../packages/domain/dist/index.js';

const BRANCH = 'linz-urfahr';

/** Reads the demo data and builds a valid `POST /api/orders` body. */
export async function benchOrderBody(baseUrl) {
  const entries = await (await fetch(`${baseUrl}/api/init`)).json();
  const data = Object.fromEntries(entries.data.map((entry) => [entry.url, entry.data]));
  const branch = data['/api/branches'].find((b) => b.identifier === BRANCH);
  const now = new Date();
  const byId = (list) => new Map(list.map((entity) => [entity.id, entity]));
  const catalog = branchCatalog(
    data['/api/menus'],
    branch.id,
    byId(data['/api/categories']),
    byId(data['/api/products']),
    now,
  );
  const product = catalog?.categories
    .flatMap((group) => group.products)
    .filter((entry) => entry.isOrderable)
    .map((entry) => entry.product)
    .find((p) => p.type === 'normal' && !p.isLeadTimeEnabled);
  if (!product) throw new Error(`${BRANCH}: kein bestellbares Produkt.`);
  const planner = appointmentPlanner({ branch, orderType: 'takeaway', now, products: [product] });
  const appointment = planner.firstAvailable();
  if (!appointment) throw new Error(`${BRANCH}: kein freier Termin.`);
  return {
    ...emptyOrderForm(branch.id),
    firstName: 'Lasttest',
    lastName: 'Kundin',
    email: 'last@example.com',
    phone: '+436641234567',
    appointmentDate: appointment.toISOString(),
    legalInstructions: true,
    privacyPolicy: true,
    isDelivery: false,
    isDineIn: false,
    items: [
      { product: product.id, amount: product.defaultQuantity || 1, unit: product.unit, parts: [] },
    ],
  };
}
