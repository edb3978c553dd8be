import type { MenuCatalogCategory } from '@bestellwerk/domain';
import { Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  JsonColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';

/**
 * A product catalogue for some branches: categories with their products, per product enabled
 * and scheduled. A branch shows the menu with the latest `availableFrom` already past.
 */
@Entity('menu')
export class MenuEntity {
  @IdColumn()
  id: number;

  @StringColumn()
  name: string;

  @DateTimeColumn({ nullable: false })
  availableFrom: Date;

  @ManyToMany(() => BranchEntity)
  @JoinTable({ name: 'menu_branches' })
  branches: Relation<BranchEntity>[];

  @JsonColumn()
  catalog: MenuCatalogCategory[] = [];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
