import { SetMetadata } from '@nestjs/common';

export const RAW_RESPONSE_KEY = 'bestellwerk:rawResponse';

/** The handler writes its own answer (CSS, files): no `{ data }` envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE_KEY, true);
