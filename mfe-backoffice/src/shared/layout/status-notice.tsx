/** The outcome of the last action ('Benutzer wurde gelöscht.'), announced politely; nothing without one. */
export function StatusNotice({ text }: { text?: string | null }) {
  return text ? (
    <p role="status" className="bo-notice">
      {text}
    </p>
  ) : null;
}
