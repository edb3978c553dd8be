// Data step of the TimeTrackingTokenHash migrations (both drivers): the plain link tokens are
// read before the column goes and their SHA-256 written to the new column afterwards, so every
// existing link keeps working. Frozen with those migrations; do not change.
import { createHash } from 'node:crypto';
import type { QueryRunner } from 'typeorm';

export interface PlainLinkToken {
  id: number;
  token: string;
  createdAt: Date | string;
}

/** Every user's plain link token (`user` is the table name quoted for the driver). */
export async function readPlainLinkTokens(
  queryRunner: QueryRunner,
  user: string,
): Promise<PlainLinkToken[]> {
  const rows = (await queryRunner.query(
    `SELECT id, timeTrackingToken AS token, createdAt FROM ${user}`,
  )) as PlainLinkToken[];
  return rows.filter((row) => !!row.token);
}

/** Stores the hash of each token read before, dated with its account's creation. */
export async function writeLinkTokenHashes(
  queryRunner: QueryRunner,
  user: string,
  tokens: PlainLinkToken[],
): Promise<void> {
  for (const { id, token, createdAt } of tokens) {
    const hash = createHash('sha256').update(token).digest('hex');
    await queryRunner.query(
      `UPDATE ${user} SET timeTrackingTokenHash = ?, timeTrackingLinkCreatedAt = ? WHERE id = ?`,
      [hash, createdAt, id],
    );
  }
}
