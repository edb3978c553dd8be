import type { NavigationItem } from '@bestellwerk/domain';
import { Entity } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  IdColumn,
  JsonColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';

/** A menu of links ('header-navigation', 'footer-navigation'), items nested as a JSON tree. */
@Entity('navigation')
export class NavigationEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @BooleanColumn(true)
  isPublic: boolean;

  @JsonColumn()
  items: NavigationItem[] = [];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
