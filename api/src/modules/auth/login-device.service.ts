import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseUsername } from '@bestellwerk/domain';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { CLOCK, type Clock } from './clock.js';
import { LoginDeviceEntity } from './entities/login-device.entity.js';
import type { UserEntity } from './entities/user.entity.js';
import { DEVICE_LIFETIME_MS, MAX_DEVICES_PER_BROWSER } from './login-lockout.rules.js';
import { newSecretToken, sha256Hex } from './secret-token.js';

/** A token of the browser's device cookie and the stored device it stands for. */
interface KnownDevice {
  token: string;
  device: LoginDeviceEntity;
}

/**
 * Browsers that signed in to an account before (OWASP "device cookies"): a random token per
 * browser and account in an httpOnly cookie, stored as its SHA-256, bound to the user, valid
 * for a year after its last successful sign-in.
 */
@Injectable()
export class LoginDeviceService {
  constructor(
    @InjectRepository(LoginDeviceEntity) private readonly devices: Repository<LoginDeviceEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The id of the device among the cookie's `tokens` that signed in to the account `username`
   * names (as typed) and is still valid, or null: without one the attempt is an anonymous one.
   */
  async trustedFor(tokens: string[], username: string): Promise<number | null> {
    const key = normaliseUsername(username);
    if (tokens.length === 0 || !key) return null;
    const known = await this.known(tokens);
    return known.find(({ device }) => device.user.username === key)?.device.id ?? null;
  }

  /**
   * Remembers the browser for `user` after a successful sign-in: its device for this user
   * (kept, or new) is valid another year. Answers the tokens the cookie carries from now on:
   * this user's first, then those of other accounts still valid (a shared shop computer).
   */
  async remember(user: UserEntity, tokens: string[]): Promise<string[]> {
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + DEVICE_LIFETIME_MS);
    const known = await this.known(tokens);
    const own = known.find(({ device }) => device.user.id === user.id);
    let token: string;
    if (own) {
      token = own.token;
      await this.devices.update({ id: own.device.id }, { lastUsedAt: now, expiresAt });
    } else {
      token = newSecretToken();
      await this.devices.insert({
        user: { id: user.id },
        tokenHash: sha256Hex(token),
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      });
    }
    await this.devices.delete({ expiresAt: LessThan(now) });
    const others = known.filter(({ device }) => device.user.id !== user.id);
    return [token, ...others.map((other) => other.token)].slice(0, MAX_DEVICES_PER_BROWSER);
  }

  /** The cookie's tokens that stand for a stored, unexpired device, in the cookie's order. */
  private async known(tokens: string[]): Promise<KnownDevice[]> {
    if (tokens.length === 0) return [];
    const hashes = tokens.map((token) => sha256Hex(token));
    const rows = await this.devices.find({
      where: { tokenHash: In(hashes), expiresAt: MoreThan(this.clock()) },
      relations: { user: true },
    });
    return tokens.flatMap((token, i) => {
      const device = rows.find((row) => row.tokenHash === hashes[i]);
      return device ? [{ token, device }] : [];
    });
  }
}
