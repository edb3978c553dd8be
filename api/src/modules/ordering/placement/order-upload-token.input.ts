import { MAX_UPLOAD_TOKEN_LENGTH, type OrderUploadToken } from '@bestellwerk/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsString, MaxLength, Min } from 'class-validator';

/** Most upload tokens one order body may carry (as many as its parts may name uploads). */
export const MAX_ORDER_UPLOAD_TOKENS = 200;

/** An upload the order names and the token its upload answer carried (`uploadTokens`). */
export class OrderUploadTokenInput implements OrderUploadToken {
  @ApiProperty({ example: 12 })
  @IsDefined()
  @IsInt()
  @Min(1)
  id: number;

  @ApiProperty({ description: 'Das Token aus der Antwort von POST /api/uploads' })
  @IsDefined()
  @IsString()
  @MaxLength(MAX_UPLOAD_TOKEN_LENGTH)
  token: string;
}
