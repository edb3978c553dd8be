import {
  createParamDecorator,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { ApiRequest } from '../../common/http/auth-context.js';
import { DeviceAccessService } from './device-access.service.js';
import type { DeviceEntity } from './entities/device.entity.js';

/** The header a device sends its secret in. */
export const DEVICE_KEY_HEADER = 'x-device-key';

type DeviceRequest = ApiRequest & { device?: DeviceEntity };

/**
 * Lets a request through only for the device of the path's `:id` with its secret in
 * X-Device-Key (else 401 'Gerät nicht erkannt.'), and records the call as a heartbeat. Routes
 * with this guard are @Public() for the staff guard.
 */
@Injectable()
export class DeviceKeyGuard implements CanActivate {
  constructor(private readonly access: DeviceAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    const { id } = request.params as { id?: string };
    const key = request.headers[DEVICE_KEY_HEADER];
    request.device = await this.access.authenticate(
      id ?? '',
      typeof key === 'string' ? key : undefined,
    );
    return true;
  }
}

/** The device DeviceKeyGuard recognised. */
export const CurrentDevice = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): DeviceEntity => {
    const device = ctx.switchToHttp().getRequest<DeviceRequest>().device;
    if (!device) throw new Error('CurrentDevice ohne DeviceKeyGuard');
    return device;
  },
);
