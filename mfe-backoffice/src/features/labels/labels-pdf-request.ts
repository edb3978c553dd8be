import { ApiRequestError, type ApiBody, type ApiPaths } from '@bestellwerk/client';
import type { ApiError } from '@bestellwerk/domain';

/** The body of POST /api/labels, as the API's document describes it. */
export type LabelsRequest = ApiBody<ApiPaths, '/labels', 'post'>;

export interface LabelsPdfTransport {
  fetch: typeof fetch;
  /** The session's CSRF token (mutations need it). */
  csrfToken: string | null;
}

function errorsIn(text: string): ApiError[] {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    return Array.isArray(body.errors)
      ? body.errors.filter(
          (error): error is ApiError => typeof (error as ApiError)?.message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Asks the API for the label PDF. The JSON client cannot carry a file, so this is its one
 * binary call: resolves with the PDF, rejects with an ApiRequestError like the client does
 * (status 0 when the network failed).
 */
export async function requestLabelsPdf(
  request: LabelsRequest,
  { fetch, csrfToken }: LabelsPdfTransport,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/labels', {
      method: 'POST',
      headers: {
        Accept: 'application/pdf, application/json',
        'Content-Type': 'application/json',
        ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
      },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(0, []);
  }
  if (!response.ok) throw new ApiRequestError(response.status, errorsIn(await response.text()));
  return response.blob();
}

/** Hands the PDF to the browser as a download named `fileName`. */
export function downloadPdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
