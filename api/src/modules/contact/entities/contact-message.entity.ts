import { Entity, Index } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  StringColumn,
  TextColumn,
} from '../../../database/columns.js';

/** One message a visitor sent through the contact form (kept even when no e-mail went out). */
@Entity('contact_message')
export class ContactMessageEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 200 })
  subject: string;

  @StringColumn({ length: 100 })
  firstName: string;

  @StringColumn({ length: 100 })
  lastName: string;

  @StringColumn({ length: 50 })
  phone: string;

  @StringColumn({ length: 254 })
  email: string;

  @TextColumn({ nullable: false })
  comment: string;

  /** When the message was handed to the mail server; null while mail is off or failed. */
  @DateTimeColumn()
  mailedAt: Date | null = null;

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
