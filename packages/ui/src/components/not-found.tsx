/** The spec's 404 view. */
export function NotFound() {
  return (
    <section className="bw-not-found">
      <h1>404 Not Found</h1>
      <p>Leider wurde die angeforderte Seite nicht gefunden.</p>
    </section>
  );
}
