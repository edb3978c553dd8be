import { fireEvent, render, screen, within } from '@testing-library/react';
import { RootStore, StoresProvider } from '@bestellwerk/client';
import { appointmentPlanner, type Branch, type Product } from '@bestellwerk/domain';
import { makeBranch, makeConfig, makeProduct } from '@bestellwerk/domain/testing';
import { AppointmentPicker } from './appointment-picker.js';
import { CheckoutFormStore } from './checkout-form-store.js';
import { DateCalendar, nextFocusDay } from './date-calendar.js';
import { TimeStepper } from './time-stepper.js';

// Wednesday, 13 May 2026, 10:00 in Vienna.
const NOW = new Date('2026-05-13T08:00:00.000Z');
const planner = appointmentPlanner({
  branch: makeBranch({
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' }],
  }),
  orderType: 'takeaway',
  now: NOW,
});

describe('DateCalendar', () => {
  it('starts weeks on Monday with ISO week numbers and disables past days', () => {
    render(
      <DateCalendar
        month={{ year: 2026, month: 5 }}
        firstMonth={{ year: 2026, month: 5 }}
        lastMonth={{ year: 2026, month: 11 }}
        selected={null}
        isSelectable={planner.hasSlots}
        onSelect={() => undefined}
        onMonthChange={() => undefined}
      />,
    );
    const heads = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const rows = screen.getAllByRole('row').slice(1);
    // 1 May 2026 is a Friday in ISO week 18.
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('18');
    expect(within(rows[0]).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Dienstag, 12.05.2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mittwoch, 13.05.2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Donnerstag, 14.05.2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
  });
});

describe('DateCalendar keyboard', () => {
  const days = ['2026-05-13', '2026-05-14', '2026-05-18', '2026-05-21', '2026-05-29'];

  it.each([
    ['ArrowRight', '2026-05-14', '2026-05-18'],
    ['ArrowLeft', '2026-05-14', '2026-05-13'],
    ['ArrowLeft', '2026-05-13', null],
    ['ArrowDown', '2026-05-13', '2026-05-21'],
    ['ArrowDown', '2026-05-14', '2026-05-21'],
    ['ArrowDown', '2026-05-29', null],
    ['ArrowUp', '2026-05-21', '2026-05-14'],
    ['Home', '2026-05-21', '2026-05-13'],
    ['End', '2026-05-14', '2026-05-29'],
    ['Enter', '2026-05-14', null],
  ])('%s from %s → %s', (key, from, to) => {
    expect(nextFocusDay(days, from, key)).toBe(to);
  });

  it('is one Tab stop and moves the focus among pickable days with the arrow keys', () => {
    const onMonthChange = jest.fn();
    render(
      <DateCalendar
        month={{ year: 2026, month: 5 }}
        firstMonth={{ year: 2026, month: 5 }}
        lastMonth={{ year: 2026, month: 11 }}
        selected="2026-05-14"
        isSelectable={(date) => days.includes(date)}
        onSelect={() => undefined}
        onMonthChange={onMonthChange}
      />,
    );
    const tabStops = screen
      .getAllByRole('button')
      .filter((button) => button.dataset.date && button.tabIndex === 0);
    expect(tabStops.map((button) => button.dataset.date)).toEqual(['2026-05-14']);
    const thursday = screen.getByRole('button', { name: 'Donnerstag, 14.05.2026' });
    thursday.focus();
    fireEvent.keyDown(thursday, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Montag, 18.05.2026' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(onMonthChange).toHaveBeenCalledWith({ year: 2026, month: 6 });
  });
});

describe('TimeStepper', () => {
  it('steps minutes by 5 and hours by 1 and lists the available times', () => {
    const onChange = jest.fn();
    const times = planner.timesOfDay('2026-05-14').map((entry) => entry.time);
    render(<TimeStepper minutes={600} times={times} message={null} onChange={onChange} />);

    fireEvent.click(screen.getByRole('button', { name: '5 Minuten später' }));
    expect(onChange).toHaveBeenLastCalledWith(605);
    fireEvent.click(screen.getByRole('button', { name: '5 Minuten früher' }));
    expect(onChange).toHaveBeenLastCalledWith(595);
    fireEvent.click(screen.getByRole('button', { name: 'Eine Stunde später' }));
    expect(onChange).toHaveBeenLastCalledWith(660);
    const list = screen.getByRole('combobox', { name: 'Verfügbare Uhrzeiten' });
    expect(list).toHaveValue('10:00');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('08:00 Uhr');
    expect(within(list).getAllByRole('option')[1]).toHaveTextContent('08:05 Uhr');
  });

  it('says when the day has no appointments', () => {
    render(<TimeStepper minutes={600} times={[]} message={null} onChange={() => undefined} />);
    expect(
      screen.getByText('Zum ausgewählten Tag sind keine Termine verfügbar.'),
    ).toBeInTheDocument();
  });
});

describe('AppointmentPicker', () => {
  // Wednesday, 13 May 2026, 21:30 in Vienna: closed; the next full hour (22:00) is closed too.
  const EVENING = new Date('2026-05-13T19:30:00.000Z');
  beforeEach(() => sessionStorage.clear());

  function renderPicker(branch: Partial<Branch>, products: Product[] = []) {
    const stores = new RootStore();
    stores.init.apply([
      { url: '/api/config', data: makeConfig() },
      {
        url: '/api/branches',
        data: [
          makeBranch({
            openingHours: [
              { type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' },
            ],
            isPreorderEnabled: true,
            ...branch,
          }),
        ],
      },
    ]);
    stores.cart.load('innenstadt', EVENING);
    for (const product of products)
      stores.cart.addItem({ product, amount: 1, unit: 'piece', parts: [] });
    const store = new CheckoutFormStore(stores, EVENING);
    render(
      <StoresProvider value={stores}>
        <AppointmentPicker store={store} />
      </StoresProvider>,
    );
    return store;
  }

  it('starts a required appointment on the first available slot, without an error', () => {
    const store = renderPicker({ isAppointmentRequired: true });

    expect(screen.getByRole('button', { name: 'Donnerstag, 14.05.2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Verfügbare Uhrzeiten' })).toHaveValue('08:00');
    expect(screen.getByText('Gewählter Termin: 14.05.2026 08:00 Uhr')).toBeInTheDocument();
    expect(document.querySelector('.bw-field-error')).toBeNull();
    expect(store.appointment?.toISOString()).toBe('2026-05-14T06:00:00.000Z');
  });

  it('starts on the first slot after a cake’s lead time, though the branch requires none', () => {
    const cake = makeProduct({
      name: 'Geburtstagstorte',
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
    });
    // Wednesday 21:30 + 2 days = Friday 21:30, closed: Saturday 08:00.
    const store = renderPicker({}, [cake]);

    expect(screen.getByRole('button', { name: 'Samstag, 16.05.2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Freitag, 15.05.2026' })).toBeDisabled();
    expect(store.appointment?.toISOString()).toBe('2026-05-16T06:00:00.000Z');
  });

  it('lands on the day’s first bookable time when a day is picked', () => {
    const store = renderPicker({});
    expect(store.appointment).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Freitag, 15.05.2026' }));
    expect(screen.getByRole('combobox', { name: 'Verfügbare Uhrzeiten' })).toHaveValue('08:00');
    expect(document.querySelector('.bw-field-error')).toBeNull();
    expect(store.appointment?.toISOString()).toBe('2026-05-15T06:00:00.000Z');
  });
});
