import { observer } from 'mobx-react-lite';
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
      <label className="bo-check">
        <input
          type="checkbox"
          checked={settings.showProductData}
          onChange={(event) => settings.setShowProductData(event.currentTarget.checked)}
        />
        Produktdaten anzeigen
      </label>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={settings.showCustomerData}
          onChange={(event) => settings.setShowCustomerData(event.currentTarget.checked)}
        />
        Kundendaten anzeigen
      </label>
    </fieldset>
  );
});
