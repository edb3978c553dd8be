import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  DEFAULT_TIME_ZONE,
  errorPathsOutside,
  isEditorFieldPath,
  type Config,
} from '@bestellwerk/domain';
import { useApiQuery, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import { controlIdOf, type CustomControls } from '../../shared/editor/editor-context.js';
import { RecordEditor } from '../../shared/editor/record-editor.js';
import {
  ActionErrorList,
  BackofficePage,
  QueryState,
  StatusNotice,
  useActionErrors,
} from '../../shared/layout/index.js';
import { RequireAdmin } from '../../shared/session/require-admin.js';
import { useUnsavedChangesWarning } from '../../shared/editor/use-unsaved-changes-warning.js';
import { ColorControl } from './color-control.js';
import { CONFIG_MESSAGES, CONFIG_SAVE_ACTION, ConfigFormStore } from './config-form-store.js';
import { COLOR_EDITOR, CONFIG_FIELDS, CONFIG_SECTIONS, FONT_EDITOR } from './config-sections.js';
import { FontControl } from './font-control.js';
import { ThemePreview } from './theme-preview.js';
import './config.css';

const ID_PREFIX = 'config';
const CONTROLS: CustomControls = { [COLOR_EDITOR]: ColorControl, [FONT_EDITOR]: FontControl };

/**
 * The installation's configuration (/backend/config, administrators only): every field in
 * labelled sections, a live preview of the theme, saving with the server's messages at the
 * fields, and a question before unsaved changes are left.
 */
export function ConfigPage() {
  return (
    <RequireAdmin>
      <ConfigLoader />
    </RequireAdmin>
  );
}

function ConfigLoader() {
  const config = useApiQuery((client, signal) => client.get('/config', { signal }), []);
  return (
    <BackofficePage title="Konfiguration">
      <QueryState
        query={config}
        loading="Konfiguration wird geladen…"
        failedTitle={CONFIG_MESSAGES.loadFailed}
      />
      {config.status === 'done' ? <ConfigForm config={config.data} /> : null}
    </BackofficePage>
  );
}

const ConfigForm = observer(function ConfigForm({ config }: { config: Config }) {
  const stores = useStores();
  const errors = useActionErrors();
  const [form] = useState(
    () =>
      new ConfigFormStore(config, stores.api, errors, (saved) =>
        // The backoffice's own theme and titles follow the saved config at once.
        stores.config.setConfig(saved),
      ),
  );
  const busy = errors.isRunning(CONFIG_SAVE_ACTION);
  const unplaced = errorPathsOutside(form.serverErrors, CONFIG_FIELDS);
  useUnsavedChangesWarning(form.isDirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.save()) return;
    const first = form.serverErrors.find((error) => error.field)?.field;
    if (first) document.getElementById(controlIdOf(ID_PREFIX, first))?.focus();
  }

  return (
    <form className="bo-config" noValidate aria-label="Konfiguration" onSubmit={submit}>
      <div className="bo-config__sections">
        <nav className="bo-config__toc" aria-label="Abschnitte der Konfiguration">
          <ul>
            {CONFIG_SECTIONS.map((section) => (
              <li key={section.key}>
                <a href={`#config-section-${section.key}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ActionErrorList store={errors} actions={[CONFIG_SAVE_ACTION]} />
        {unplaced.length > 0 ? (
          <ul className="bo-editor__errors" aria-label="Weitere Fehler">
            {unplaced.map((message) => (
              <li key={message} className="bo-field-error">
                {message}
              </li>
            ))}
          </ul>
        ) : null}
        {CONFIG_SECTIONS.map((section) => {
          const headingId = `config-section-${section.key}`;
          return (
            <section key={section.key} className="bo-panel" aria-labelledby={headingId}>
              <h2 id={headingId} tabIndex={-1}>
                {section.title}
              </h2>
              {section.note ? <p className="bo-muted bo-config__note">{section.note}</p> : null}
              <RecordEditor
                fields={section.fields}
                values={form.draft}
                onChange={(values) => form.setValues(values)}
                errors={form.serverErrors.filter(
                  (error) => error.field && isEditorFieldPath(section.fields, error.field),
                )}
                timeZone={config.timeZone || DEFAULT_TIME_ZONE}
                idPrefix={ID_PREFIX}
                custom={CONTROLS}
              />
            </section>
          );
        })}
        <StatusNotice text={form.notice} />
        <div className="bo-form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Wird gespeichert…' : 'Speichern'}
          </Button>
          {form.isDirty ? <span className="bo-muted">Ungespeicherte Änderungen</span> : null}
        </div>
      </div>
      <aside className="bo-config__aside bo-panel" aria-label="Vorschau">
        <ThemePreview values={form.draft} />
      </aside>
    </form>
  );
});
