import {
  ImageCreateLimits,
  UploadCreateLimits,
  type OnlyContractFields,
  type ImageCreateInput as ImageCreateInputContract,
  type UploadCreateInput as UploadCreateInputContract,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';
import { OptionalTextField, TextField } from '../../../common/validation/text-fields.js';

/** Body limit of the routes that take a file (the global limit is 1 MB). */
export const FILE_BODY_LIMIT = 15 * 1024 * 1024;

/** A file name as shown to staff and sent back in downloads: no paths, no control characters. */
// eslint-disable-next-line no-control-regex
const FILE_NAME = /^[^\\/\u0000-\u001f\u007f]+$/;

export class ImageCreateInput
  implements
    ImageCreateInputContract,
    OnlyContractFields<ImageCreateInputContract, ImageCreateInput>
{
  @TextField(ImageCreateLimits.data, { description: 'Data URL: data:image/png;base64,…' })
  data: string;

  @OptionalTextField(ImageCreateLimits.alt) alt?: string;

  @ApiPropertyOptional({ example: 'sachertorte.jpg' })
  @Optional()
  @IsString()
  @Matches(FILE_NAME)
  @MaxLength(ImageCreateLimits.name)
  name?: string;
}

export class ImageUpdateInput extends PartialType(ImageCreateInput, {
  skipNullProperties: false,
}) {}

export class UploadCreateInput
  implements
    UploadCreateInputContract,
    OnlyContractFields<UploadCreateInputContract, UploadCreateInput>
{
  @TextField(UploadCreateLimits.data, { description: 'Data URL: data:application/pdf;base64,…' })
  data: string;

  @ApiProperty({ example: 'torte.jpg', description: 'File name; its extension counts' })
  @IsString()
  @Matches(FILE_NAME)
  @MaxLength(UploadCreateLimits.name)
  name: string;
}

export class UploadUpdateInput extends PartialType(UploadCreateInput, {
  skipNullProperties: false,
}) {}
