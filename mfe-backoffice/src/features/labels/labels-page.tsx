import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import {
  LABEL_LAYOUTS,
  LABEL_LAYOUT_NAMES,
  LABEL_MAX_COUNT,
  labelPageCount,
  labelPriceText,
  labelRequestErrors,
  parseDecimal,
  type FieldError,
  type LabelLayout,
  type Product,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import {
  ActionErrorList,
  BackofficePage,
  Checkbox,
  StatusNotice,
  useActionErrors,
} from '../../shared/layout/index.js';
import { downloadPdf, requestLabelsPdf } from './labels-pdf-request.js';

/** backend.md §8 wording for this action. */
export const LABELS_FAILED = 'Etiketten konnten nicht erstellt werden.';
const PRODUCTS_FAILED = 'Produkte konnten nicht geladen werden.';
const PAGE_SIZE = 50;

export interface LabelsPageProps {
  /** The fetch for the PDF request; the browser's by default. */
  fetch?: typeof fetch;
  /** What happens to the finished PDF; a download by default. */
  savePdf?: (pdf: Blob, fileName: string) => void;
}

/**
 * Price labels (route /backend/labels, staff): search and tick products, choose the layout
 * and copies, and get the PDF. Failures show the catalogue message with a retry.
 */
export const LabelsPage = observer(function LabelsPage({
  fetch = globalThis.fetch?.bind(globalThis),
  savePdf = downloadPdf,
}: LabelsPageProps) {
  const stores = useStores();
  const errors = useActionErrors();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [chosen, setChosen] = useState<Product[]>([]);
  const [layout, setLayout] = useState<LabelLayout>('compact');
  const [copies, setCopies] = useState('1');
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const loadProducts = useCallback(
    (term: string) =>
      errors.run('products', PRODUCTS_FAILED, async () => {
        const query = new URLSearchParams({ page: '1', pageSize: String(PAGE_SIZE) });
        if (term.trim()) query.set('search', term.trim());
        const page = await stores.api.getPage(`/products?${query}`);
        setResults(page.items);
      }),
    [errors, stores.api],
  );

  useEffect(() => {
    void loadProducts('');
  }, [loadProducts]);

  const isChosen = (product: Product) => chosen.some((other) => other.id === product.id);
  const toggle = (product: Product, checked: boolean) =>
    setChosen((current) =>
      checked
        ? [...current.filter((other) => other.id !== product.id), product]
        : current.filter((other) => other.id !== product.id),
    );

  // Read by the one decimal parser: '2,5' is no whole number (a number input read 25).
  const copyCount = parseDecimal(copies) ?? Number.NaN;
  const labelCount = chosen.length * (Number.isInteger(copyCount) ? copyCount : 0);

  const create = async () => {
    setNotice(null);
    const request = { layout, products: chosen.map(({ id }) => ({ id })), copies: copyCount };
    const found = labelRequestErrors({
      layout,
      productCount: chosen.length,
      copies: Number.isInteger(copyCount) && copyCount >= 1 ? copyCount : 1,
    });
    if (!Number.isInteger(copyCount) || copyCount < 1)
      found.push({ message: 'Bitte geben Sie mindestens 1 Exemplar an.', field: 'copies' });
    setProblems(found);
    if (found.length) return;
    // The notice is part of the task, so a retry from the error shows it too.
    await errors.run('labels', LABELS_FAILED, async () => {
      const pdf = await requestLabelsPdf(request, { fetch, csrfToken: stores.session.csrfToken });
      savePdf(pdf, `etiketten-${layout}.pdf`);
      setNotice(`PDF mit ${labelCount} Etiketten wurde erstellt.`);
    });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    void loadProducts(search);
  };
  const problemAt = (field: string) => problems.filter((problem) => problem.field === field);

  return (
    <BackofficePage title="Etiketten">
      <form role="search" className="bo-toolbar" onSubmit={submitSearch}>
        <label htmlFor={`${ids}-search`}>Produkte suchen</label>
        <input
          id={`${ids}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Suchen
        </Button>
      </form>
      <ActionErrorList store={errors} actions={['products']} />

      <fieldset className="bo-fieldset">
        <legend>Produkte</legend>
        {results.length === 0 && !errors.isRunning('products') ? (
          <p>Keine Produkte gefunden.</p>
        ) : null}
        <ul className="bo-check-list">
          {results.map((product) => (
            <li key={product.id}>
              <Checkbox
                label={`${product.name} (${labelPriceText(product)})`}
                checked={isChosen(product)}
                onChange={(checked) => toggle(product, checked)}
              />
            </li>
          ))}
        </ul>
        {problemAt('products').map((problem) => (
          <p key={problem.message} className="bo-field-error" role="alert">
            {problem.message}
          </p>
        ))}
      </fieldset>

      {chosen.length ? (
        <section aria-labelledby={`${ids}-chosen`}>
          <h2 id={`${ids}-chosen`}>Ausgewählt ({chosen.length})</h2>
          <ul>
            {chosen.map((product) => (
              <li key={product.id}>
                {product.name}{' '}
                <Button
                  variant="secondary"
                  aria-label={`${product.name} entfernen`}
                  onClick={() => toggle(product, false)}
                >
                  Entfernen
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <fieldset className="bo-fieldset">
        <legend>Format</legend>
        {LABEL_LAYOUTS.map((option) => (
          <label key={option} className="bo-check">
            <input
              type="radio"
              name={`${ids}-layout`}
              value={option}
              checked={layout === option}
              onChange={() => setLayout(option)}
            />
            {LABEL_LAYOUT_NAMES[option]}
          </label>
        ))}
      </fieldset>

      <div className="bo-field">
        <label htmlFor={`${ids}-copies`}>Exemplare je Produkt</label>
        <input
          id={`${ids}-copies`}
          type="text"
          inputMode="numeric"
          value={copies}
          aria-describedby={`${ids}-summary`}
          onChange={(event) => setCopies(event.target.value)}
        />
        {problemAt('copies').map((problem) => (
          <p key={problem.message} className="bo-field-error" role="alert">
            {problem.message}
          </p>
        ))}
      </div>
      <p id={`${ids}-summary`}>
        {labelCount} Etiketten auf {labelPageCount(layout, labelCount)} Seite(n), höchstens{' '}
        {LABEL_MAX_COUNT}.
      </p>

      <Button onClick={() => void create()} disabled={errors.isRunning('labels')}>
        {errors.isRunning('labels') ? 'PDF wird erstellt …' : 'PDF erstellen'}
      </Button>
      <ActionErrorList store={errors} actions={['labels']} />
      <StatusNotice text={notice} />
    </BackofficePage>
  );
});
