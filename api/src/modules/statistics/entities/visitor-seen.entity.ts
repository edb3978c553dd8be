import { Entity } from 'typeorm';
import { SecretColumn } from '../../../database/columns.js';

/**
 * Which daily visitor hashes were already counted today, for the day (`path` '') and per page:
 * the roll-ups count a visitor once per day and page. Only the current business day is needed;
 * older days are deleted with the daily pruning of the analytics log.
 */
@Entity('statistics_visitor_seen')
export class VisitorSeenEntity {
  @SecretColumn({ length: 10, primary: true })
  day: string;

  /** SHA-256 (hex) of IP, user agent and that day's salt, which is never stored. */
  @SecretColumn({ length: 64, primary: true })
  visitor: string;

  /** The page path, or '' for the visit of the day as a whole. */
  @SecretColumn({ length: 255, primary: true })
  path: string;
}
