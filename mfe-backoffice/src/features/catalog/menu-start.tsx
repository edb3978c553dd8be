import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import { DEFAULT_TIME_ZONE, formatInstantDateTime } from '@bestellwerk/domain';

/** When a menu becomes valid, `DD.MM.YYYY HH:mm` in the shop's time zone. */
export const MenuStart = observer(function MenuStart({ value }: { value: unknown }) {
  const { config } = useStores();
  const timeZone = config.config?.timeZone || DEFAULT_TIME_ZONE;
  const text = typeof value === 'string' ? formatInstantDateTime(value, timeZone) : '';
  return <>{text || '–'}</>;
});
