import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_URL } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** The data source of the TypeORM CLI (migration:generate/run): `DATABASE_URL` picks the database. */
export default new DataSource(
  await dataSourceOptions(process.env.DATABASE_URL || DEFAULT_DATABASE_URL),
);
