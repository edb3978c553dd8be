import { Global, Module } from '@nestjs/common';
import { ClusterBus } from './cluster-bus.js';

/**
 * The bus between the API instances of one site (Redis pub/sub with REDIS_URL, in-process
 * without), injectable everywhere: order events and the public data version travel on it.
 */
@Global()
@Module({
  providers: [ClusterBus],
  exports: [ClusterBus],
})
export class ClusterModule {}
