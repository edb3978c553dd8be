import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseUsername } from '@bestellwerk/domain';
import { IsNull, LessThan, MoreThan, Raw, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { ConfigService } from '../content/config.service.js';
import { LogService } from '../insights/log.service.js';
import { MailService } from '../mail/mail.service.js';
import { accountStateError, LoginLinkInvalidError } from './auth.errors.js';
import { AuthService, signInLogEntry, type SignedIn, type SignInMeta } from './auth.service.js';
import { CLOCK, type Clock } from './clock.js';
import { LoginTokenEntity } from './entities/login-token.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { loginLinkMail, loginLinkUrl } from './login-link-mail.js';
import { LoginLockoutService } from './login-lockout.service.js';
import { newSecretToken, sha256Hex } from './secret-token.js';
import { canSignIn } from './session.service.js';

/** A login link works this long after it was sent. */
export const LOGIN_LINK_VALIDITY_MS = 30 * 60 * 1000;
/** At most this many accounts get a link for one e-mail address. */
const MAX_ACCOUNTS_PER_REQUEST = 10;

/**
 * One-time login links ("Passwort vergessen"): requested by username or e-mail address, sent
 * by e-mail, valid 30 minutes, usable once; a new link replaces the user's earlier ones.
 */
@Injectable()
export class LoginLinkService implements OnModuleDestroy {
  private readonly logger = new Logger('LoginLinks');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(LoginTokenEntity) private readonly tokens: Repository<LoginTokenEntity>,
    private readonly lockout: LoginLockoutService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly shopConfig: ConfigService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly logs: LogService,
  ) {}

  /**
   * Counts the request as a failed sign-in attempt (so it is rate limited like the login and
   * 429s while locked), then looks up the accounts and mails the links in the background: the
   * answer and its timing are the same whether or not such a user exists.
   */
  async request(usernameOrEmail: string, ip: string): Promise<void> {
    await this.lockout.begin({ username: usernameOrEmail, ip });
    const job = this.sendLinks(usernameOrEmail)
      .catch((error: unknown) =>
        this.logger.error(`Anmeldelink: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /**
   * Signs in with a link's token, like a password sign-in would. Unknown, used and expired
   * links get one 401; the link is marked used by a conditional update, so of two simultaneous
   * uses only one opens a session. An account that may not sign in gets the login's 403.
   * Like a password sign-in, it remembers the browser for the user (device cookie) and is
   * written to the application log.
   */
  async signIn(token: string, meta: SignInMeta, deviceTokens: string[] = []): Promise<SignedIn> {
    const attemptId = await this.lockout.begin({ username: null, ip: meta.ip });
    const now = this.clock();
    const link = /^[\w-]{20,100}$/.test(token)
      ? await this.tokens.findOne({
          where: { tokenHash: sha256Hex(token) },
          relations: { user: { branches: true } },
        })
      : null;
    if (!link || link.usedAt || link.expiresAt <= now) throw new LoginLinkInvalidError();
    const refusal = accountStateError(link.user, now);
    if (refusal) throw refusal;
    const claimed = await this.tokens.update(
      { id: link.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (claimed.affected !== 1) throw new LoginLinkInvalidError();
    await this.lockout.succeeded(attemptId, link.user.username);
    const signedIn = await this.auth.openSession(link.user, meta, deviceTokens);
    await this.logs.record(
      signInLogEntry(
        'signed-in-by-link',
        { username: link.user.username, ip: meta.ip },
        link.user.id,
      ),
    );
    return signedIn;
  }

  /** Resolves once every link mail started so far is sent or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  /**
   * Mails a fresh link to every account with this username or e-mail address (any case) that
   * may sign in; what was typed is normalised like at sign-in (normaliseUsername).
   */
  private async sendLinks(usernameOrEmail: string): Promise<void> {
    const typed = normaliseUsername(usernameOrEmail);
    if (!typed) return;
    const users = await this.users.find({
      where: [
        { username: typed },
        { email: Raw((column) => `LOWER(${column}) = :typed`, { typed }) },
      ],
      order: { id: 'ASC' },
      take: MAX_ACCOUNTS_PER_REQUEST,
    });
    const now = this.clock();
    const recipients = users.filter((user) => user.email.trim() && canSignIn(user, now));
    if (recipients.length === 0) return;
    const from = await this.sender();
    for (const user of recipients) {
      const token = await this.issue(user, now);
      const link = loginLinkUrl(this.appConfig.publicUrl, token);
      await this.mail.send(loginLinkMail(user, link, LOGIN_LINK_VALIDITY_MS / 60_000, from));
    }
  }

  /** Stores a new link for the user (its hash only) and ends the user's earlier links. */
  private async issue(user: UserEntity, now: Date): Promise<string> {
    const token = newSecretToken();
    const inserted = await this.tokens.insert({
      user: { id: user.id },
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOGIN_LINK_VALIDITY_MS),
      usedAt: null,
    });
    const id = (inserted.identifiers[0] as { id: number }).id;
    // Older ids only: of two links issued at once, the later one survives.
    await this.tokens
      .createQueryBuilder()
      .delete()
      .where('userId = :userId AND id < :id', { userId: user.id, id })
      .execute();
    await this.tokens.delete({ expiresAt: LessThan(now) });
    return token;
  }

  /** The shop's name and address as the sender, else noreply at the public host. */
  private async sender(): Promise<{ name: string; address: string }> {
    const config = await this.shopConfig.get();
    const name = (config.shopName || config.businessName).trim() || 'Bestellwerk';
    const address = config.email.trim() || `noreply@${new URL(this.appConfig.publicUrl).hostname}`;
    return { name, address };
  }
}
