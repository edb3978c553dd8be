/** The item dialog's title (the product's name) and close button, also while its code loads. */
export function ItemDialogHeader({
  titleId,
  name,
  onClose,
}: {
  titleId: string;
  name: string;
  onClose: () => void;
}) {
  return (
    <header className="bw-item-dialog__header">
      <h2 id={titleId} className="bw-item-dialog__title">
        {name}
      </h2>
      <button
        type="button"
        className="bw-icon-button"
        aria-label="Dialog schließen"
        onClick={onClose}
      >
        ×
      </button>
    </header>
  );
}
