import { OrderMailService } from '../../src/modules/ordering/notifications/order-mails.js';
import {
  OrderEventsService,
  type OrderChange,
} from '../../src/modules/order-events/order-events.service.js';
import type { StaffSession, TestApp } from './test-app.js';

/** The staff of two branches: an admin and one employee of each branch, signed in. */
export interface BranchStaff {
  /** "chefin", an admin: every branch. */
  admin: StaffSession;
  /** "wien-verkauf", an employee of the first branch only. */
  wienStaff: StaffSession;
  /** "graz-verkauf", an employee of the second branch only. */
  grazStaff: StaffSession;
}

/** Creates the admin "chefin" and the employees "wien-verkauf" and "graz-verkauf", and signs them in. */
export async function signInBranchStaff(
  t: TestApp,
  wien: { id: number },
  graz: { id: number },
): Promise<BranchStaff> {
  await t.createUser('chefin', ['ROLE_ADMIN']);
  await t.createUser('wien-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
  await t.createUser('graz-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
  return {
    admin: await t.login('chefin'),
    wienStaff: await t.login('wien-verkauf'),
    grazStaff: await t.login('graz-verkauf'),
  };
}

/**
 * The order changes published during the current test, in order (emptied before each test).
 * Call it in a describe block, after the `beforeAll` that starts the app `testApp()` returns.
 */
export function recordOrderChanges(testApp: () => TestApp): OrderChange[] {
  const changes: OrderChange[] = [];
  beforeAll(() => {
    const events = testApp().app.get(OrderEventsService);
    events.subscribe((change) => {
      changes.push(change);
    });
  });
  beforeEach(() => {
    changes.length = 0;
  });
  return changes;
}

/**
 * Waits until the listeners of what just happened have run and the e-mails they started are
 * out (order changes are published after the answer; a paid online order's e-mails follow).
 */
export async function settleEvents(t: TestApp): Promise<void> {
  await t.app.get(OrderEventsService).idle();
  await t.app.get(OrderMailService).idle();
}

/** An admin ("admin") and an employee of no branch ("verkauf"), signed in. */
export async function signInAdminAndEmployee(
  t: TestApp,
): Promise<{ admin: StaffSession; employee: StaffSession }> {
  await t.createUser('admin', ['ROLE_ADMIN']);
  await t.createUser('verkauf', ['ROLE_EMPLOYEE']);
  return { admin: await t.login('admin'), employee: await t.login('verkauf') };
}
