import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { RemotesController } from './remotes.controller.js';
import { WebManifestController } from './web-manifest.controller.js';

/** What the browser needs to compose the front end at runtime, and to install it as an app. */
@Module({ imports: [ContentModule], controllers: [RemotesController, WebManifestController] })
export class WebModule {}
