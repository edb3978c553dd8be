import { observer } from 'mobx-react-lite';
import { Checkbox } from '../../shared/layout/index.js';
import type { DisplaySettingsStore } from './display-settings-store.js';

/** The two display settings of the order detail as checkboxes (kept in localStorage). */
export const DisplaySettings = observer(function DisplaySettings({
  settings,
}: {
  settings: DisplaySettingsStore;
}) {
  return (
    <fieldset className="bo-display-settings">
      <legend>Anzeige</legend>
      <Checkbox
        label="Produktdaten anzeigen"
        checked={settings.showProductData}
        onChange={(checked) => settings.setShowProductData(checked)}
      />
      <Checkbox
        label="Kundendaten anzeigen"
        checked={settings.showCustomerData}
        onChange={(checked) => settings.setShowCustomerData(checked)}
      />
    </fieldset>
  );
});
