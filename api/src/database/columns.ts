import {
  Column,
  CreateDateColumn,
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
