import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Datatrans JSON API (the subset Bestellwerk uses: init a transaction,
 * read its status) on plain HTTP. Transactions live in memory; tests set their status and book
 * refunds, and read the recorded requests to check credentials and amounts.
 */

export type DatatransStubStatus =
  | 'initialized'
  | 'authenticated'
  | 'authorized'
  | 'settled'
  | 'transmitted'
  | 'canceled'
  | 'failed';

export interface DatatransStubTransaction {
  transactionId: string;
  merchantId: string;
  type: 'payment';
  status: DatatransStubStatus;
  currency: string;
  refno: string;
  amount: number;
  redirect: { successUrl?: string; cancelUrl?: string; errorUrl?: string };
  webhook?: { url?: string };
  history: { action: string; amount: number; success: boolean; date: string }[];
}

export interface DatatransRecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface DatatransStub {
  apiUrl: string;
  payUrl: string;
  merchantId: string;
  password: string;
  transactions: Map<string, DatatransStubTransaction>;
  requests: DatatransRecordedRequest[];
  setStatus(transactionId: string, status: DatatransStubStatus): void;
  /** Books a credit (refund) of the whole amount on the transaction's history. */
  refund(transactionId: string): void;
  close(): Promise<void>;
}

/** The request's JSON, its text when it is no JSON, or null when empty. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function datatransError(response: ServerResponse, status: number, code: string, message: string) {
  send(response, status, { error: { code, message } });
}

/** Starts the stub on a random port of 127.0.0.1, accepting Basic merchantId:password only. */
export async function startDatatransStub(
  merchantId = '1100012345',
  password = 'stub-passwort',
): Promise<DatatransStub> {
  const transactions = new Map<string, DatatransStubTransaction>();
  const requests: DatatransRecordedRequest[] = [];
  const expectedAuthorization = `Basic ${Buffer.from(`${merchantId}:${password}`).toString('base64')}`;
  let baseUrl = '';

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = parseBody(text);
      const path = new URL(request.url ?? '/', baseUrl).pathname;
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      if (request.headers.authorization !== expectedAuthorization) {
        return datatransError(response, 401, 'UNAUTHORIZED', 'Invalid merchantId/password');
      }
      if (request.method === 'POST' && path === '/v1/transactions') {
        const input = body as Partial<DatatransStubTransaction> | null;
        if (
          !input ||
          typeof input.currency !== 'string' ||
          typeof input.refno !== 'string' ||
          !Number.isInteger(input.amount)
        ) {
          return datatransError(response, 400, 'INVALID_PROPERTY', 'init.amount/currency/refno');
        }
        const transactionId =
          String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100_000_000, 999_999_999));
        transactions.set(transactionId, {
          transactionId,
          merchantId,
          type: 'payment',
          status: 'initialized',
          currency: input.currency,
          refno: input.refno,
          amount: input.amount as number,
          redirect: input.redirect ?? {},
          webhook: input.webhook,
          history: [
            {
              action: 'init',
              amount: input.amount as number,
              success: true,
              date: new Date().toISOString(),
            },
          ],
        });
        return send(response, 201, { transactionId });
      }
      const match = /^\/v1\/transactions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const transaction = transactions.get(decodeURIComponent(match[1]));
        if (!transaction)
          return datatransError(response, 404, 'TRANSACTION_NOT_FOUND', 'No transaction found');
        const { amount, redirect: _redirect, webhook: _webhook, ...rest } = transaction;
        return send(response, 200, { ...rest, detail: { authorize: { amount } } });
      }
      return datatransError(response, 404, 'NOT_FOUND', 'Unknown endpoint');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (transactionId: string) => {
    const transaction = transactions.get(transactionId);
    if (!transaction) throw new Error(`Datatrans-Stub: unbekannte Transaktion ${transactionId}`);
    return transaction;
  };
  return {
    apiUrl: baseUrl,
    payUrl: `${baseUrl}/pay`,
    merchantId,
    password,
    transactions,
    requests,
    setStatus(transactionId, status) {
      find(transactionId).status = status;
    },
    refund(transactionId) {
      const transaction = find(transactionId);
      transaction.history.push({
        action: 'credit',
        amount: transaction.amount,
        success: true,
        date: new Date().toISOString(),
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
