import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller.js';

/** What the browser needs to compose the front end at runtime. */
@Module({ controllers: [RemotesController] })
export class WebModule {}
