import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@bestellwerk/domain';

/** The spec's 404 view. */
export function NotFound() {
  return (
    <section className="bw-not-found">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>{NOT_FOUND_TEXT}</p>
    </section>
  );
}
