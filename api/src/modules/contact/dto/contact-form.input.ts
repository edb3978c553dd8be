import {
  CONTACT_FORM_MAX_LENGTHS,
  type ContactForm,
  type ContactFormTextField,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsString } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';

/**
 * The contact form as the storefront sends it (storefront.md §7: subject, firstName, lastName, phone,
 * email, comment). Only the types are checked here; the spec's rules (least lengths, e-mail
 * pattern, two words) and the caps (longest values, one-line fields) by the domain in
 * ContactService, so browser and API apply the same functions.
 */
export class ContactFormInput implements Pick<ContactForm, ContactFormTextField> {
  @ApiProperty({ example: 'Frage zur Sachertorte', maxLength: CONTACT_FORM_MAX_LENGTHS.subject })
  @IsDefined()
  @IsString()
  subject: string;

  @ApiProperty({ example: 'Anna', maxLength: CONTACT_FORM_MAX_LENGTHS.firstName })
  @IsDefined()
  @IsString()
  firstName: string;

  @ApiProperty({ example: 'Berger', maxLength: CONTACT_FORM_MAX_LENGTHS.lastName })
  @IsDefined()
  @IsString()
  lastName: string;

  @ApiProperty({ example: '+43 664 1234567', maxLength: CONTACT_FORM_MAX_LENGTHS.phone })
  @IsDefined()
  @IsString()
  phone: string;

  @ApiProperty({ example: 'anna@example.at', maxLength: CONTACT_FORM_MAX_LENGTHS.email })
  @IsDefined()
  @IsString()
  email: string;

  @ApiProperty({
    example: 'Gibt es die Sachertorte auch glutenfrei?',
    maxLength: CONTACT_FORM_MAX_LENGTHS.comment,
  })
  @IsDefined()
  @IsString()
  comment: string;

  @ApiPropertyOptional({ description: 'Datenschutzerklärung akzeptiert; false wird abgelehnt.' })
  @Optional()
  @IsBoolean()
  privacy?: boolean;
}
