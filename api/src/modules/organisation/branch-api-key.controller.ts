import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BranchAdmin } from '@bestellwerk/domain';
import { AdminOnly } from '../../common/decorators/access.decorators.js';
import { Auth } from '../../common/decorators/auth.decorator.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { IdParamPipe } from '../../common/pipes/id-param.pipe.js';
import { BranchApiKeyService } from './branch-api-key.service.js';
import { ApiData } from '../../http/openapi/decorators.js';

/** `POST /api/branches/{id}/api-key`: admins rotate the key of the frontdesk and backoffice views. */
@ApiTags('branches')
@Controller('branches')
export class BranchApiKeyController {
  constructor(private readonly apiKeys: BranchApiKeyService) {}

  @Post(':id/api-key')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Neuen API-Schlüssel für die Theken- und Backoffice-Ansicht erzeugen' })
  @ApiData('BranchAdmin', { description: 'Die Filiale mit dem neuen Schlüssel (apiKey)' })
  rotate(@Param('id', IdParamPipe) id: number, @Auth() auth: AuthContext): Promise<BranchAdmin> {
    return this.apiKeys.rotate(id, auth);
  }
}
