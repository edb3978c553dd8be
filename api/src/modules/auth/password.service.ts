import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP's recommended argon2id parameters (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes and verifies staff passwords with argon2id. */
@Injectable()
export class PasswordService {
  private dummyHash: Promise<string> | null = null;

  /** An argon2id hash of the password. */
  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /** Whether the password matches; a missing hash costs the same time as a real check. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('bestellwerk-timing-equaliser');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
