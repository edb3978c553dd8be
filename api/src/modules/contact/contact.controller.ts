import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/access.decorators.js';
import { ContactService } from './contact.service.js';
import { ContactFormInput } from './dto/contact-form.input.js';
import { ApiData } from '../../http/openapi/decorators.js';

/** The storefront's contact form (storefront.md §7 "Contact form"): public. */
@ApiTags('custom/forms')
@Controller('custom/forms')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Answers 201 with the stored message's id only; 400 with a German message per field. */
  @Post()
  @Public()
  @HttpCode(201)
  @ApiOperation({ summary: 'Kontaktformular absenden (wird gespeichert und an den Shop gemailt)' })
  @ApiData('IdRef', { status: 201, description: 'Die Nummer der gespeicherten Nachricht' })
  submit(@Body() input: ContactFormInput): Promise<{ id: number }> {
    return this.contact.submit(input);
  }
}
