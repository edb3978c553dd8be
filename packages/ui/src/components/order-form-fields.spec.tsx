import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import {
  emptyOrderForm,
  type Branch,
  type Id,
  type OrderForm,
  type OrderType,
  type Table,
} from '@bestellwerk/domain';
import { makeBranch, makeDeliveryArea } from '@bestellwerk/domain/testing';
import { FormLookProvider, type FormLook } from './form-fields.js';
import {
  AddressFields,
  DeliveryAddressFields,
  DeliveryAreaField,
  OrderTypeField,
  TableField,
} from './order-form-fields.js';

const LOOK: FormLook = {
  idPrefix: 'test',
  classes: { row: 'row', rowOfThree: 'row-of-three', grid: 'grid', legend: 'legend' },
};

class TestOrder {
  form: OrderForm = emptyOrderForm(0);
  requiredFields: ReadonlySet<string> = new Set(['deliveryArea', 'table']);
  fieldErrors: Record<string, string> = {};
  branch: Branch = makeBranch({
    deliveryAreas: [
      makeDeliveryArea({ id: 5, area: '6020 Innsbruck' }),
      makeDeliveryArea({ id: 6, area: '6063 Rum' }),
    ],
  });
  orderTypes: OrderType[] = ['takeaway', 'delivery', 'dineIn'];
  orderType: OrderType = 'takeaway';
  isTableShown = false;
  branchTables: Table[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get body() {
    return { deliveryArea: this.form.deliveryArea, table: this.form.table };
  }

  setField<K extends keyof OrderForm>(field: K, value: OrderForm[K]): void {
    this.form[field] = value;
  }

  setOrderType(type: OrderType): void {
    this.orderType = type;
  }

  setDeliveryArea(id: Id | null): void {
    this.form.deliveryArea = id;
  }

  setTable(identifier: string): void {
    this.form.table = identifier || null;
  }
}

function renderInForm(children: React.ReactNode) {
  return render(<FormLookProvider value={LOOK}>{children}</FormLookProvider>);
}

describe('order form fields', () => {
  it('offer the order types, the delivery area for delivery and the table for dine-in', () => {
    const store = new TestOrder();
    renderInForm(
      <OrderTypeField store={store}>
        <DeliveryAreaField store={store} />
        <TableField store={store} />
      </OrderTypeField>,
    );
    const group = screen.getByRole('group', { name: 'Bestellart' });
    expect(screen.queryByLabelText('Liefergebiet *')).not.toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: 'Lieferung' }));
    const area = within(group).getByLabelText('Liefergebiet *');
    expect(
      within(area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', '6020 Innsbruck', '6063 Rum']);
    fireEvent.change(area, { target: { value: '6' } });
    expect(store.form.deliveryArea).toBe(6);
    // Once an area is chosen, the checkout offers no way back to none.
    expect(within(area).queryByRole('option', { name: 'Bitte wählen' })).not.toBeInTheDocument();

    act(() => {
      store.branchTables = [{ id: 1, identifier: 't1', name: 'Fenster' } as Table];
      store.isTableShown = true;
    });
    fireEvent.change(screen.getByLabelText('Tisch *'), { target: { value: 't1' } });
    expect(store.form.table).toBe('t1');
  });

  it('keep "Bitte wählen" for a clearable delivery area and clear it with that', () => {
    const store = new TestOrder();
    store.orderType = 'delivery';
    store.form.deliveryArea = 5;
    renderInForm(<DeliveryAreaField store={store} clearable />);

    fireEvent.change(screen.getByLabelText('Liefergebiet *'), { target: { value: '' } });

    expect(store.form.deliveryArea).toBeNull();
  });

  it('lay out an address in the look’s rows and fill the delivery address’s own fields', () => {
    const store = new TestOrder();
    store.orderType = 'delivery';
    const { container } = renderInForm(
      <>
        <AddressFields store={store} />
        <DeliveryAddressFields store={store} className="delivery" />
      </>,
    );
    expect(container.querySelector('.row-of-three')?.textContent).toBe('StiegeStockTür');
    expect(screen.getByLabelText('Straße und Hausnummer')).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Abweichende Lieferadresse' }));
    const delivery = within(screen.getByRole('group', { name: 'Lieferadresse' }));
    fireEvent.change(delivery.getByLabelText('PLZ'), { target: { value: '6063' } });
    fireEvent.change(delivery.getByLabelText('Land'), { target: { value: 'DE' } });

    expect(store.form).toMatchObject({
      deliveryZipCode: '6063',
      deliveryCountry: 'DE',
      zipCode: '',
    });
    expect(delivery.getByLabelText('PLZ')).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(delivery.getByLabelText('Vorname').closest('.grid')).not.toBeNull();
  });

  it('ask no delivery address for other order types', () => {
    const store = new TestOrder();
    renderInForm(<DeliveryAddressFields store={store} />);

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
