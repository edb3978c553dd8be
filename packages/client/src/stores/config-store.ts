import { action, makeObservable, observableRef } from 'mobx';
import type { Config } from '@bestellwerk/domain';

/** The installation's one configuration object (business data, legal texts, flags, theme). */
export class ConfigStore {
  config: Config | null = null;

  constructor() {
    makeObservable(this, { config: observableRef, setConfig: action });
  }

  setConfig(config: Config): void {
    this.config = config;
  }

  /** The shop's name for titles and the header; empty before init. */
  get shopName(): string {
    return this.config?.shopName ?? '';
  }
}
