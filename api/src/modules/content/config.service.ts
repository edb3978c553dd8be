import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@bestellwerk/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { fieldChanges } from '../../common/logging/field-changes.js';
import { LogService } from '../insights/log.service.js';
import { FontEntity } from '../media/entities/font.entity.js';
import { withOfferedPaymentMethods } from '../payments/payment-availability.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { toConfig } from './content.mapper.js';
import type { ConfigInput } from './dto/config.input.js';
import { CONFIG_ID, ConfigEntity } from './entities/config.entity.js';
import { sanitizeHtml } from './html-sanitizer.js';

const IMAGE_FIELDS = [
  'metaImage',
  'ogImage',
  'twitterImage',
  'logo',
  'favicon',
  'shareImage',
] as const;

const HTML_FIELDS = [
  'description',
  'termsAndConditionsText',
  'privacyPolicyText',
  'imprintText',
  'allergensText',
] as const;

export const TIME_ZONE_READ_ONLY =
  'Die Zeitzone wird bei der Installation festgelegt (TIME_ZONE) und kann hier nicht geändert werden.';

const COLOR_FIELDS = ['themeColor', 'primaryColor', 'backgroundColor'] as const;

/** `#rgb` written out as `#rrggbb`, so every stored colour has one form. */
export function longHexColor(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color;
}

const RELATIONS = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, true]));

/** The one configuration row (id 1): read by GET /api/config and /api/init, changed by admins. */
@Injectable()
export class ConfigService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    private readonly logs: LogService,
  ) {}

  /**
   * The row with its images. On the very first access it is created with the column defaults
   * (insert-or-ignore on the fixed id, so concurrent first requests cannot create two).
   */
  private async load(manager: EntityManager): Promise<ConfigEntity> {
    const where = { id: CONFIG_ID };
    // find, not findOne: with joined relations findOne adds a second query for its LIMIT.
    const [found] = await manager.find(ConfigEntity, { where, relations: RELATIONS });
    if (found) return found;
    await manager
      .createQueryBuilder()
      .insert()
      .into(ConfigEntity)
      .values({ id: CONFIG_ID })
      .orIgnore()
      .execute();
    return manager.findOneOrFail(ConfigEntity, { where, relations: RELATIONS });
  }

  /**
   * The configuration, in one query once the row exists. Online payment methods the installation
   * cannot take (no provider account, no PAYMENT_TEST_MODE) read as switched off, so the checkout
   * does not offer them and the order checks refuse them.
   */
  async get(): Promise<Config> {
    return withOfferedPaymentMethods(await this.getStored(), this.appConfig);
  }

  /**
   * The configuration as the admin stored it, for the backoffice's form: an online method the
   * installation cannot take yet keeps its switch, so saving the form does not switch it off for
   * the day the provider account is set.
   */
  async getStored(): Promise<Config> {
    return toConfig(await this.load(this.dataSource.manager), this.appConfig.timeZone);
  }

  /**
   * Changes the fields given (HTML sanitised, images checked) and answers the whole stored
   * config; the changed fields are logged with old and new value under `userId`.
   */
  async update(input: ConfigInput, userId?: number): Promise<Config> {
    if (input.timeZone !== undefined && input.timeZone !== this.appConfig.timeZone) {
      throw ValidationFailedError.field('timeZone', TIME_ZONE_READ_ONLY);
    }
    await this.checkFontFamily(input.fontFamily);
    let before: Config | null = null;
    await this.dataSource.transaction(async (manager) => {
      const entity = await this.load(manager);
      before = toConfig(entity, this.appConfig.timeZone);
      const refs = new ReferenceResolver(manager);
      const fields: Partial<ConfigInput> = { ...input };
      for (const field of IMAGE_FIELDS) delete fields[field];
      delete fields.timeZone;
      for (const field of COLOR_FIELDS) {
        const color = input[field];
        if (color !== undefined) fields[field] = longHexColor(color);
      }
      Object.assign(entity, stripUndefined(fields));
      for (const field of HTML_FIELDS) {
        if (input[field] !== undefined) entity[field] = sanitizeHtml(input[field]);
      }
      for (const field of IMAGE_FIELDS) {
        const ref = input[field];
        if (ref !== undefined) entity[field] = await refs.one(ImageEntity, ref, field, 'Bild');
      }
      await manager.save(entity);
    });
    const after = await this.getStored();
    const changes = fieldChanges(
      before as unknown as Record<string, unknown>,
      after as unknown as Record<string, unknown>,
    );
    // Saving the form unchanged is no change worth an entry.
    if (changes.length > 0) {
      await this.logs.record({
        level: 'info',
        area: 'config',
        message: 'Konfiguration geändert',
        userId,
        changes,
      });
    }
    return after;
  }

  /** The theme font must be one of the installation's fonts (GET /api/fonts) or '' (system font). */
  private async checkFontFamily(family: string | undefined): Promise<void> {
    if (!family) return;
    // Compared here, not by the database: MariaDB's collation would also take 'lora' for 'Lora'.
    const fonts = await this.dataSource
      .getRepository(FontEntity)
      .find({ select: { id: true, family: true }, where: { family } });
    if (!fonts.some((font) => font.family === family)) {
      throw ValidationFailedError.field(
        'fontFamily',
        `Die Schriftart „${family}“ ist nicht vorhanden. Wählen Sie eine der Schriftarten oder die Systemschrift.`,
      );
    }
  }
}
