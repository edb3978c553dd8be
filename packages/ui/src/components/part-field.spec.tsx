import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CartPartValue, ConfigPart } from '@bestellwerk/domain';
import { makePart } from '@bestellwerk/domain/testing';
import { optionPriceText, PartField, type PartFieldProps } from './part-field.js';

function Part(props: Partial<PartFieldProps> & { part: ConfigPart }) {
  const [value, setValue] = useState<CartPartValue>(null);
  return <PartField value={value} onChange={setValue} showIssue={false} {...props} />;
}

describe('optionPriceText', () => {
  it.each([
    [{ name: 'Groß', modifier: 'add', value: 12 }, '+ 12,00 €'],
    [{ name: 'Klein', modifier: 'subtract', value: 5 }, '− 5,00 €'],
    [{ name: 'Fix', modifier: 'overwrite', value: 20 }, '20,00 €'],
    [{ name: 'Gleich', modifier: 'add', value: 0 }, ''],
  ] as const)('%o → %s', (option, text) => {
    expect(optionPriceText(option).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('PartField', () => {
  const size = makePart({
    name: 'Größe',
    type: 'select',
    description: 'Für 8 bis 12 Personen',
    options: [
      { name: 'Klein', modifier: 'add', value: 0 },
      { name: 'Groß', modifier: 'add', value: 12 },
    ],
  });

  it('names the options with their price and describes the group', () => {
    render(<Part part={size} />);

    const group = screen.getByRole('group', { name: 'Größe' });
    expect(group).toHaveAccessibleDescription('Für 8 bis 12 Personen');
    expect(screen.getByRole('radio', { name: /Groß \(\+ 12,00/ })).not.toBeChecked();
  });

  it('leaves the description out when asked and shows the rule’s message after a try', () => {
    render(<Part part={size} withDescription={false} showIssue />);

    expect(screen.queryByText('Für 8 bis 12 Personen')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Größe' })).toHaveAccessibleDescription(
      'Bitte wählen Sie eine Option aus.',
    );
  });

  it('labels a text part, marks it required and takes the given textarea rows', () => {
    render(<Part part={makePart({ name: 'Aufschrift', type: 'textarea' })} textareaRows={3} />);

    const text = screen.getByLabelText('Aufschrift');
    expect(text).toBeRequired();
    expect(text).toHaveAttribute('rows', '3');
    fireEvent.change(text, { target: { value: 'Alles Gute' } });
    expect(text).toHaveValue('Alles Gute');
  });

  it('hands an upload part to renderUpload, or shows the notice where files cannot be taken', () => {
    const photo = makePart({ name: 'Foto', type: 'image', optional: true });
    const renderUpload = jest.fn(({ inputId }: { inputId: string }) => (
      <input id={inputId} type="file" />
    ));
    const { unmount } = render(<Part part={photo} renderUpload={renderUpload} />);

    expect(screen.getByLabelText('Foto (optional)')).toHaveAttribute('type', 'file');
    expect(renderUpload).toHaveBeenCalledWith(expect.objectContaining({ part: photo }));
    unmount();

    render(<Part part={photo} uploadNotice={<p>Keine Dateien am Telefon.</p>} />);
    expect(screen.getByText('Foto (optional)').tagName).toBe('SPAN');
    expect(screen.getByText('Keine Dateien am Telefon.')).toBeInTheDocument();
  });
});
