import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { UnitKey } from '@bestellwerk/domain';
import { makeProduct } from '@bestellwerk/domain/testing';
import { AmountField, type AmountFieldProps } from './amount-field.js';

const bread = makeProduct({
  name: 'Bauernbrot',
  unit: 'kg',
  minimumQuantity: 0.5,
  maximumQuantity: 5,
  quantityStepSize: 0.25,
});

function Amount(props: Partial<AmountFieldProps> & { onAmount?: jest.Mock }) {
  const [value, setValue] = useState<{ amount: number; unit: UnitKey }>({
    amount: 1,
    unit: 'kg',
  });
  return (
    <AmountField
      product={bread}
      amount={value.amount}
      unit={value.unit}
      onChange={(amount, unit) => {
        props.onAmount?.(amount, unit);
        setValue({ amount, unit });
      }}
      {...props}
    />
  );
}

const input = () => screen.getByLabelText('Menge');

describe('AmountField', () => {
  it('steps by the unit’s rules and stops at its limits', () => {
    render(<Amount />);

    fireEvent.click(screen.getByRole('button', { name: 'Menge verringern' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menge verringern' }));

    expect(input()).toHaveValue('0,5');
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeEnabled();
  });

  it('reads typed text with a comma and snaps it when the field is left', () => {
    const onAmount = jest.fn();
    render(<Amount onAmount={onAmount} />);

    fireEvent.change(input(), { target: { value: '2,3' } });
    fireEvent.blur(input());

    expect(onAmount).toHaveBeenCalledWith(2.25, 'kg');
    expect(input()).toHaveValue('2,25');
  });

  it('takes the amount on Enter and keeps the form from submitting, unless told to submit', () => {
    const onAmount = jest.fn();
    const { unmount } = render(<Amount onAmount={onAmount} />);
    fireEvent.change(input(), { target: { value: '3' } });

    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(false);
    expect(onAmount).toHaveBeenLastCalledWith(3, 'kg');
    unmount();

    render(<Amount onAmount={onAmount} submitOnEnter />);
    fireEvent.change(input(), { target: { value: '4' } });
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    expect(onAmount).toHaveBeenLastCalledWith(4, 'kg');
  });

  it('uses the given classes and names the single unit', () => {
    render(<Amount classes={{ root: 'bo-amount', input: 'bo-amount__input' }} autoFocus />);

    expect(input()).toHaveClass('bo-amount__input');
    expect(input()).toHaveFocus();
    expect(input().closest('.bo-amount')).not.toBeNull();
    expect(screen.getByText('kg')).toBeInTheDocument();
    expect(screen.queryByLabelText('Einheit')).not.toBeInTheDocument();
  });
});
