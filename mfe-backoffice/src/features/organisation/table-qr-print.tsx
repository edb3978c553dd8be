import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@bestellwerk/ui';

/** A table as its QR code card shows it. */
export interface QrTable {
  id: number;
  identifier: string;
  name: string;
  branchName: string;
}

/** The QR code image of a table, served by the API (`GET /api/tables/{id}/qr.svg`). */
export function tableQrUrl(id: number): string {
  return `/api/tables/${id}/qr.svg`;
}

/**
 * The print view of a table's QR code: the code, the table's name and the branch's name large,
 * 'Drucken' (the browser's print dialog; the print style shows only this card) and 'Schließen'
 * (also Escape). It takes the focus when it opens and gives it back when it closes.
 */
export function TableQrPrint({ table, onClose }: { table: QrTable; onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = `QR-Code für ${table.name}`;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    headingRef.current?.focus();
    return () => opener?.focus();
  }, []);

  return createPortal(
    <div
      className="bo-panel bo-qr-print"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 ref={headingRef} tabIndex={-1} className="bo-qr-print__table">
        {table.name}
      </h2>
      <p className="bo-qr-print__branch">{table.branchName}</p>
      <img
        className="bo-qr-print__code"
        src={tableQrUrl(table.id)}
        alt={`QR-Code: ${table.branchName}, ${table.name} (Kennung ${table.identifier})`}
      />
      <p className="bo-muted">Scannen und direkt am Tisch bestellen.</p>
      <div className="bo-qr-print__actions bo-form-actions">
        <Button onClick={() => window.print()}>Drucken</Button>
        <Button variant="secondary" onClick={onClose}>
          Schließen
        </Button>
      </div>
    </div>,
    document.body,
  );
}

/** The row action 'QR-Code drucken' of a table and its print view. */
export function TableQrAction({ table }: { table: QrTable }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-label={`QR-Code von ${table.name} drucken`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        QR-Code drucken
      </Button>
      {open ? <TableQrPrint table={table} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
