import type { ImageCreateInput, UploadCreateInput } from '@bestellwerk/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/validators.js';

/**
 * Longest data URL accepted as text. The body limit of the file routes stops anything much
 * larger first; the 10 MB limit of the decoded file is checked by the services, so an
 * oversized file gets the upload-failure message.
 */
export const MAX_DATA_URL_LENGTH = 16 * 1024 * 1024;

/** Body limit of the routes that take a file (the global limit is 1 MB). */
export const FILE_BODY_LIMIT = 15 * 1024 * 1024;

/** A file name as shown to staff and sent back in downloads: no paths, no control characters. */
// eslint-disable-next-line no-control-regex
const FILE_NAME = /^[^\\/\u0000-\u001f\u007f]+$/;

export class ImageCreateDto implements ImageCreateInput {
  @ApiProperty({ description: 'Data URL: data:image/png;base64,…' })
  @IsString()
  @MaxLength(MAX_DATA_URL_LENGTH)
  data: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(255) alt?: string;

  @ApiPropertyOptional({ example: 'sachertorte.jpg' })
  @Optional()
  @IsString()
  @Matches(FILE_NAME)
  @MaxLength(255)
  name?: string;
}

export class ImageUpdateDto extends PartialType(ImageCreateDto, { skipNullProperties: false }) {}

export class UploadCreateDto implements UploadCreateInput {
  @ApiProperty({ description: 'Data URL: data:application/pdf;base64,…' })
  @IsString()
  @MaxLength(MAX_DATA_URL_LENGTH)
  data: string;

  @ApiProperty({ example: 'torte.jpg', description: 'File name; its extension counts' })
  @IsString()
  @Matches(FILE_NAME)
  @MaxLength(255)
  name: string;
}

export class UploadUpdateDto extends PartialType(UploadCreateDto, { skipNullProperties: false }) {}
