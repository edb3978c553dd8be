import {
  ImageCreateLimits,
  UploadCreateLimits,
  type OnlyContractFields,
  type ImageCreateInput,
  type UploadCreateInput,
} from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';

/** Body limit of the routes that take a file (the global limit is 1 MB). */
export const FILE_BODY_LIMIT = 15 * 1024 * 1024;

/** A file name as shown to staff and sent back in downloads: no paths, no control characters. */
// eslint-disable-next-line no-control-regex
const FILE_NAME = /^[^\\/\u0000-\u001f\u007f]+$/;

export class ImageCreateDto
  implements ImageCreateInput, OnlyContractFields<ImageCreateInput, ImageCreateDto>
{
  @ApiProperty({ description: 'Data URL: data:image/png;base64,…' })
  @IsString()
  @MaxLength(ImageCreateLimits.data)
  data: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(ImageCreateLimits.alt) alt?: string;

  @ApiPropertyOptional({ example: 'sachertorte.jpg' })
  @Optional()
  @IsString()
  @Matches(FILE_NAME)
  @MaxLength(ImageCreateLimits.name)
  name?: string;
}

export class ImageUpdateDto extends PartialType(ImageCreateDto, { skipNullProperties: false }) {}

export class UploadCreateDto
  implements UploadCreateInput, OnlyContractFields<UploadCreateInput, UploadCreateDto>
{
  @ApiProperty({ description: 'Data URL: data:application/pdf;base64,…' })
  @IsString()
  @MaxLength(UploadCreateLimits.data)
  data: string;

  @ApiProperty({ example: 'torte.jpg', description: 'File name; its extension counts' })
  @IsString()
  @Matches(FILE_NAME)
  @MaxLength(UploadCreateLimits.name)
  name: string;
}

export class UploadUpdateDto extends PartialType(UploadCreateDto, { skipNullProperties: false }) {}
