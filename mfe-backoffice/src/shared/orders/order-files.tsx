import type { OrderUploadFile } from '@bestellwerk/domain';
import './order-files.css';

export interface OrderFilesProps {
  files: readonly OrderUploadFile[];
  /** Smaller thumbnails, for the board's cards. */
  compact?: boolean;
}

/**
 * The customer's files of an order: an image's preview (opening the file in a new tab) and a
 * download link under it ("oma.png herunterladen"); files without a preview (PDF…) get the link
 * only. Compact (board cards): 'Herunterladen' under a thumbnail, else the name, on one line.
 */
export function OrderFiles({ files, compact = false }: OrderFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className={compact ? 'bo-files bo-files--compact' : 'bo-files'}>
      {files.map((file) => (
        <li key={file.id} className="bo-file">
          {file.previewUrl ? (
            <a href={file.url} target="_blank" rel="noopener noreferrer" className="bo-file__open">
              <img
                className="bo-file__preview"
                src={file.previewUrl}
                alt={`Vorschau: ${file.name}`}
                loading="lazy"
              />
            </a>
          ) : null}
          <a
            href={file.url}
            download={file.name}
            className="bo-file__download"
            aria-label={`${file.name} herunterladen`}
            title={file.name}
          >
            {compact && file.previewUrl ? (
              'Herunterladen'
            ) : (
              <>
                <span className="bo-file__name">{file.name}</span>
                {compact ? null : ' herunterladen'}
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
