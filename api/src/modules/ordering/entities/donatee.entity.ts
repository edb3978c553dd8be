import { Entity } from 'typeorm';
import { IdColumn, StringColumn, TextColumn } from '../../../database/columns.js';

/** A recipient organisation of the optional donation customers may pick at checkout. */
@Entity('donatee')
export class DonateeEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @TextColumn()
  description: string | null;

  /** IBAN without spaces, in capitals; '' when none is known. */
  @StringColumn({ length: 34 })
  iban: string;

  /** BIC in capitals; '' when none is known. */
  @StringColumn({ length: 11 })
  bic: string;
}
