import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { emptyOrderForm, type OrderForm, type PaymentMethod } from '@bestellwerk/domain';
import { ErrorSummary } from './error-summary.js';
import {
  CheckboxField,
  ChoiceField,
  formIds,
  FormLookProvider,
  TextField,
  type FormLook,
} from './form-fields.js';
import { PaymentMethodField, PhoneField } from './order-form-fields.js';

const LOOK: FormLook = {
  idPrefix: 'test',
  classes: { field: 'box', input: 'input', error: 'error', check: 'check', choices: 'choices' },
};

class TestForm {
  form: OrderForm = emptyOrderForm(0);
  requiredFields: ReadonlySet<string> = new Set(['firstName', 'paymentMethod']);
  fieldErrors: Record<string, string> = {};
  paymentMethods: PaymentMethod[] = ['cash', 'atm-card'];
  paymentMethod: PaymentMethod = 'cash';

  constructor() {
    makeAutoObservable(this);
  }

  setField<K extends keyof OrderForm>(field: K, value: OrderForm[K]): void {
    this.form[field] = value;
  }

  setPaymentMethod(method: PaymentMethod): void {
    this.paymentMethod = method;
  }

  fail(field: string, message: string): void {
    this.fieldErrors = { ...this.fieldErrors, [field]: message };
  }
}

function renderInForm(children: React.ReactNode, look: FormLook = LOOK) {
  return render(<FormLookProvider value={look}>{children}</FormLookProvider>);
}

describe('form fields', () => {
  it('tie a text input to its label, required mark and message, with the look’s ids and classes', () => {
    const store = new TestForm();
    renderInForm(<TextField field="firstName" label="Vorname" store={store} />);

    const input = screen.getByLabelText('Vorname *');
    expect(input).toHaveAttribute('id', formIds(LOOK).fieldId('firstName'));
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveClass('input');
    fireEvent.change(input, { target: { value: 'Anna' } });
    expect(store.form.firstName).toBe('Anna');

    act(() => store.fail('firstName', 'Der Vorname ist zu lang.'));
    expect(input).toHaveAccessibleDescription('Der Vorname ist zu lang.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Der Vorname ist zu lang.')).toHaveAttribute(
      'id',
      formIds(LOOK).errorId('firstName'),
    );
  });

  it('filter the phone while typing and normalise it when left; no autofill where the look says so', () => {
    const store = new TestForm();
    renderInForm(<PhoneField store={store} />, { ...LOOK, autofill: false });

    const phone = screen.getByLabelText('Telefon');
    expect(phone).toHaveAttribute('autocomplete', 'off');
    fireEvent.change(phone, { target: { value: '0043 664-123x' } });
    expect(store.form.phone).toBe('0043 664123');
    fireEvent.blur(phone);
    expect(store.form.phone).toBe('+43664123');
  });

  it('bind a checkbox to a boolean field', () => {
    const store = new TestForm();
    renderInForm(<CheckboxField field="isCompany" label="Ich bestelle als Firma" store={store} />);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich bestelle als Firma' }));

    expect(store.form.isCompany).toBe(true);
    expect(screen.getByRole('checkbox').parentElement).toHaveClass('check');
  });

  it('offer a choice as radio buttons in a focusable group with its required mark', () => {
    const store = new TestForm();
    renderInForm(<PaymentMethodField store={store} />);

    const group = screen.getByRole('group', { name: 'Zahlungsart' });
    expect(group).toHaveAttribute('id', 'test-paymentMethod');
    expect(group).toHaveAttribute('tabindex', '-1');
    expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(within(group).getByRole('radio', { name: 'Bankomatkarte' }));
    expect(store.paymentMethod).toBe('atm-card');
    expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('name', 'test-payment-method');
  });

  it('show the notice of an empty choice', () => {
    const store = new TestForm();
    renderInForm(
      <ChoiceField
        field="orderType"
        legend="Bestellart"
        labels={{ takeaway: 'Abholung' }}
        values={[]}
        value="takeaway"
        onChange={() => undefined}
        store={store}
        empty={<p>Nichts zu wählen.</p>}
      />,
    );

    expect(screen.getByText('Nichts zu wählen.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('ErrorSummary', () => {
  it('lists the messages as an alert, and nothing while there are none', () => {
    const { rerender } = render(<ErrorSummary errors={[]} className="errors" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<ErrorSummary errors={[{ message: 'Eins' }, { message: 'Zwei', field: 'x' }]} />);
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eins', 'Zwei']);
  });
});
