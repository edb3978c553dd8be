import { LoginLimits, type OnlyContractFields, type LoginRequest } from '@bestellwerk/domain';
import { TextField } from '../../../common/validation/text-fields.js';

export class LoginInput implements LoginRequest, OnlyContractFields<LoginRequest, LoginInput> {
  @TextField(LoginLimits.username, { example: 'admin' })
  username: string;

  @TextField(LoginLimits.password, { example: 'bestellwerk' })
  password: string;
}
