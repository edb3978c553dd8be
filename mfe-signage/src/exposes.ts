// What this remote exposes to the shell through Module Federation (tools/rspack: `./App`),
// checked against the shell's contract by `npm run typecheck`. Not part of the bundle.
import type { RemoteAppModule } from '@bestellwerk/client';
import * as app from './app.js';

export const exposedApp: RemoteAppModule = app;
