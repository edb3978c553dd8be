import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ColumnOptions,
  type ValueTransformer,
} from 'typeorm';

/**
 * Column helpers that behave the same on SQLite and MySQL/MariaDB. Entities use these
 * instead of raw @Column so money, JSON and timestamps have one definition.
 */

/** mysql2 reads DECIMAL as a string; SQLite as a number. Both become numbers. */
const decimalToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) =>
    value === null || value === undefined ? value : Number(value),
};

/** Money in EUR with cents, exact in the database (DECIMAL(12,2)). */
export function MoneyColumn(options: { nullable?: boolean; default?: number } = {}) {
  return Column({
    type: 'decimal',
    precision: 12,
    scale: 2,
    transformer: decimalToNumber,
    nullable: options.nullable ?? false,
    ...(options.default !== undefined ? { default: options.default } : {}),
  });
}

/** A tax rate in percent, e.g. 10 or 20 (DECIMAL(5,2)). */
export function RateColumn(options: { default?: number } = {}) {
  return Column({
    type: 'decimal',
    precision: 5,
    scale: 2,
    transformer: decimalToNumber,
    default: options.default ?? 0,
  });
}

/** A quantity such as 0.25 kg (DECIMAL(12,3)); null when not limited. */
export function QuantityColumn(options: { nullable?: boolean; default?: number } = {}) {
  return Column({
    type: 'decimal',
    precision: 12,
    scale: 3,
    transformer: decimalToNumber,
    nullable: options.nullable ?? true,
    ...(options.default !== undefined ? { default: options.default } : {}),
  });
}

/**
 * A JSON value (lists of opening hours, configurable parts, page bodies…): native JSON on
 * MySQL, LONGTEXT with a JSON check on MariaDB, text on SQLite. No database default is
 * possible for such columns; entities initialise them.
 */
export function JsonColumn(options: { nullable?: boolean } = {}) {
  return Column({ type: 'json', nullable: options.nullable ?? false });
}

/** A short text, '' by default. */
export function StringColumn(
  options: { length?: number; default?: string; nullable?: boolean; unique?: boolean } = {},
) {
  const nullable = options.nullable ?? false;
  return Column({
    type: 'varchar',
    length: options.length ?? 255,
    nullable,
    unique: options.unique,
    ...(nullable ? {} : { default: options.default ?? '' }),
  });
}

/**
 * Collation of {@link SecretColumn}s on MySQL/MariaDB: byte for byte, as SQLite compares
 * every text. The databases' default (utf8mb4_unicode_ci) would find `ABC` for `abc`.
 */
export const SECRET_COLLATION_MYSQL = 'utf8mb4_bin';

/** Which collation secret columns get; set by dataSourceOptions() before a data source is built. */
let secretCollation: string | undefined;

/**
 * Chooses the collation of secret columns for the data source about to be built: binary on
 * MySQL/MariaDB, none on SQLite (BINARY is its default; a MySQL name would not parse there).
 * TypeORM reads it when it builds the metadata, so a process builds one driver's data sources.
 */
export function useSecretCollationFor(driver: 'sqlite' | 'mysql'): void {
  secretCollation = driver === 'mysql' ? SECRET_COLLATION_MYSQL : undefined;
}

/**
 * A secret or key the API looks rows up by, or compares (order uid and hash, idempotency keys,
 * device secrets, session ids, token hashes, upload hashes, payment references): compared case-
 * sensitively on both databases. Otherwise like {@link StringColumn} ('' by default unless
 * nullable or primary).
 *
 * TypeORM does not compare collations when it generates migrations: a migration that changes
 * such a column must keep `COLLATE utf8mb4_bin` on MySQL (generated ones do, from this helper).
 */
export function SecretColumn(options: {
  length: number;
  nullable?: boolean;
  unique?: boolean;
  primary?: boolean;
}) {
  const nullable = options.nullable ?? false;
  const columnOptions: ColumnOptions = {
    type: 'varchar',
    length: options.length,
    nullable,
    ...(options.primary ? { primary: true } : { unique: options.unique }),
    ...(nullable || options.primary ? {} : { default: '' }),
  };
  // A getter: the driver is known only when TypeORM builds the metadata, not at decoration.
  Object.defineProperty(columnOptions, 'collation', {
    enumerable: true,
    get: () => secretCollation,
  });
  return Column(columnOptions);
}

/** A long text (HTML, descriptions). */
export function TextColumn(options: { nullable?: boolean } = {}) {
  return Column({ type: 'text', nullable: options.nullable ?? true });
}

export function BooleanColumn(defaultValue: boolean) {
  return Column({ type: 'boolean', default: defaultValue });
}

/** A point in time, stored in UTC. */
export function DateTimeColumn(options: { nullable?: boolean } = {}) {
  return Column({
    type: 'datetime',
    precision: 6,
    nullable: options.nullable ?? true,
  } as ColumnOptions);
}

export function IntColumn(options: { nullable?: boolean; default?: number } = {}) {
  return Column({
    type: 'int',
    nullable: options.nullable ?? false,
    ...(options.default !== undefined ? { default: options.default } : {}),
  });
}

export function IdColumn() {
  return PrimaryGeneratedColumn({ type: 'int' });
}

/**
 * Set on insert. Precision 6 because TypeORM's MySQL default is CURRENT_TIMESTAMP(6); any
 * other precision makes MariaDB report a different default and migrations drift.
 */
export function CreatedAtColumn() {
  return CreateDateColumn({ type: 'datetime', precision: 6 } as ColumnOptions);
}

/** Set on every save. */
export function UpdatedAtColumn() {
  return UpdateDateColumn({ type: 'datetime', precision: 6 } as ColumnOptions);
}

/**
 * TypeORM's soft delete: set when the row is deleted; every find and query builder then leaves
 * the row out unless it asks `withDeleted()`. Null while the row is live.
 */
export function DeletedAtColumn() {
  return DeleteDateColumn({ type: 'datetime', precision: 6, nullable: true } as ColumnOptions);
}
