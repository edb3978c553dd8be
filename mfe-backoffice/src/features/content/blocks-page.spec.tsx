import { fireEvent, screen, within } from '@testing-library/react';
import type { Block } from '@bestellwerk/domain';
import { BlocksPage } from './blocks-page.js';
import { lastBody, page, renderAsAdmin } from './content-test-setup.js';
import { findRichText, richTextHtml } from '../../shared/editor/rich-text-testing.js';

const footer: Block = {
  id: 1,
  identifier: 'footer-contact',
  name: 'Kontakt in der Fußzeile',
  type: 'text',
  value: { html: '<p>Ruf an</p>' },
};

describe('BlocksPage', () => {
  it('lists blocks and edits the value by the chosen kind', async () => {
    const { calls } = renderAsAdmin(<BlocksPage />, '/backend/blocks', {
      'GET /api/blocks?page=1&pageSize=20': page([footer]),
      'GET /api/sites': { body: { data: [] } },
      'PUT /api/blocks/1': { body: { data: footer } },
    });
    const row = (await screen.findByRole('rowheader', { name: 'footer-contact' })).closest('tr')!;
    expect(within(row).getByText('Text')).toBeInTheDocument();

    fireEvent.click(
      within(row).getByRole('button', { name: 'Kontakt in der Fußzeile bearbeiten' }),
    );
    expect(richTextHtml(await findRichText('Text'))).toBe('<p>Ruf an</p>');

    fireEvent.change(screen.getByLabelText(/^Art/), { target: { value: 'hero' } });
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Catering' } });
    fireEvent.change(screen.getByLabelText(/^Ziel: Adresse/), {
      target: { value: '/site/catering' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByRole('status');
    expect(lastBody(calls, 'PUT')).toEqual({
      identifier: 'footer-contact',
      name: 'Kontakt in der Fußzeile',
      type: 'hero',
      value: {
        html: '<p>Ruf an</p>',
        title: 'Catering',
        subtitle: '',
        image: null,
        link: { label: '', target: null, url: '/site/catering' },
      },
    });
  });
});
