import {
  ConfigPartLimits,
  labelledChoices,
  parseDecimal,
  PART_MAX_LENGTH_BOUNDS,
  PART_TYPE_LABELS,
  PART_TYPES,
  PRICE_MODIFIER_LABELS,
  PRICE_MODIFIERS,
  takesMaxLength,
  type ConfigPart,
  type PartOption,
  type PartType,
  type PriceModifier,
  type ProductConfig,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { DecimalInput } from '../../shared/editor/decimal-input.js';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { ChoiceSelect, FieldMessages, invalidProps, useMessagesAt } from './field-messages.js';
import {
  EntryMoveButtons,
  plainListEdits,
  useListEntryButtons,
  type EntryButtonBindings,
} from '../../shared/editor/entry-move-buttons.js';
import { useFocusAfterRender } from '../../shared/editor/use-focus-after.js';

const PART_TYPE_CHOICES = labelledChoices(PART_TYPES, (type) => PART_TYPE_LABELS[type]);
const MODIFIER_CHOICES = labelledChoices(PRICE_MODIFIERS, (m) => PRICE_MODIFIER_LABELS[m]);
const hasOptions = (type: PartType) => type === 'select' || type === 'multiselect';

/** The name of a part or an option, labelled "{label}: Name", with its server messages. */
function NameInput(props: {
  id: string;
  label: string;
  value: string;
  messages: readonly string[];
  onChange: (value: string) => void;
}) {
  const { id, label, value, messages, onChange } = props;
  return (
    <div className="bo-field">
      <label htmlFor={`${id}_name`}>{`${label}: Name`}</label>
      <input
        id={`${id}_name`}
        type="text"
        maxLength={ConfigPartLimits.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(messages, `${id}_name-error`)}
      />
      <FieldMessages id={`${id}_name-error`} messages={messages} />
    </div>
  );
}

/**
 * The most characters a text or textarea part takes: digits only, empty for no limit (sent as
 * null); the API checks the bounds and its message stands below.
 */
function MaxLengthInput(props: {
  id: string;
  label: string;
  value: number | null;
  messages: readonly string[];
  onChange: (value: number | null) => void;
}) {
  const { id, label, value, messages, onChange } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(PART_MAX_LENGTH_BOUNDS.max).length + 1}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange(digits === '' ? null : Number(digits));
        }}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className="bo-muted">
        {`Leer: keine Begrenzung. Höchstens ${PART_MAX_LENGTH_BOUNDS.max} Zeichen.`}
      </p>
      <FieldMessages id={errorId} messages={messages} />
    </div>
  );
}

/** A product's configuration as the editor holds it: always a list of parts. */
export function productConfigOf(value: unknown): ProductConfig {
  const parts = (value as Partial<ProductConfig> | null)?.parts;
  return { parts: Array.isArray(parts) ? parts : [] };
}

/** A new part: a required choice without options yet. */
export const newConfigPart = (): ConfigPart => ({
  name: '',
  description: '',
  type: 'select',
  optional: false,
  options: [],
});

/** A new option that leaves the price as it is. */
export const newPartOption = (): PartOption => ({ name: '', modifier: 'add', value: 0 });

/**
 * The configurable parts of a product ('product-parts'): each part with name, description,
 * input type and optional flag, and for choices its options with their price change; parts
 * and options are added, moved and removed with buttons. The server's messages stand at the
 * control they name (`config.parts.0.options.1.value`).
 */
export function PartsEditor({ value, path, id, onChange }: CustomControlProps) {
  const { parts } = productConfigOf(value);
  const focus = useFocusAfterRender();
  const partsMessages = useMessagesAt(`${path}.parts`);
  const setParts = (next: ConfigPart[]) => onChange({ parts: next });
  const partId = (index: number) => `${id}_parts_${index}`;
  const partButtons = useListEntryButtons({
    ...plainListEdits(parts, setParts),
    buttonId: (index, direction) => `${partId(index)}-${direction}`,
    focusAfterRemove: `${id}-add-part`,
  });

  return (
    <div className="bo-parts" id={id} tabIndex={-1}>
      {parts.length === 0 ? <p className="bo-muted">Noch keine Teile.</p> : null}
      {parts.map((part, index) => (
        <PartEntry
          key={index}
          part={part}
          index={index}
          id={partId(index)}
          path={`${path}.parts.${index}`}
          onChange={(next) => setParts(parts.map((old, i) => (i === index ? next : old)))}
          buttons={partButtons(index)}
        />
      ))}
      <FieldMessages id={`${id}-parts-error`} messages={partsMessages} />
      <Button
        id={`${id}-add-part`}
        variant="secondary"
        onClick={() => {
          setParts([...parts, newConfigPart()]);
          focus(`${partId(parts.length)}_name`);
        }}
      >
        Teil hinzufügen
      </Button>
    </div>
  );
}

interface PartEntryProps {
  part: ConfigPart;
  index: number;
  id: string;
  path: string;
  onChange: (part: ConfigPart) => void;
  buttons: EntryButtonBindings;
}

/** One part in its fieldset ('Teil 1: Größe'). */
function PartEntry({ part, index, id, path, onChange, buttons }: PartEntryProps) {
  const focus = useFocusAfterRender();
  const name = `Teil ${index + 1}`;
  const messages = {
    name: useMessagesAt(`${path}.name`),
    description: useMessagesAt(`${path}.description`),
    type: useMessagesAt(`${path}.type`),
    maxLength: useMessagesAt(`${path}.maxLength`),
    options: useMessagesAt(`${path}.options`),
  };
  const set = (change: Partial<ConfigPart>) => onChange({ ...part, ...change });
  const options = part.options ?? [];
  const optionId = (optionIndex: number) => `${id}_options_${optionIndex}`;
  const optionButtons = useListEntryButtons({
    ...plainListEdits(options, (next) => set({ options: next })),
    buttonId: (optionIndex, direction) => `${optionId(optionIndex)}-${direction}`,
    focusAfterRemove: `${id}-add-option`,
  });

  return (
    <fieldset className="bo-fieldset bo-editor__entry bo-part-entry">
      <legend>{part.name ? `${name}: ${part.name}` : name}</legend>
      <NameInput
        id={id}
        label={name}
        value={part.name}
        messages={messages.name}
        onChange={(value) => set({ name: value })}
      />
      <div className="bo-field">
        <label htmlFor={`${id}_description`}>{`${name}: Beschreibung`}</label>
        <textarea
          id={`${id}_description`}
          rows={2}
          maxLength={ConfigPartLimits.description}
          value={part.description ?? ''}
          onChange={(event) => set({ description: event.target.value })}
          {...invalidProps(messages.description, `${id}_description-error`)}
        />
        <FieldMessages id={`${id}_description-error`} messages={messages.description} />
      </div>
      <ChoiceSelect
        id={`${id}_type`}
        label={`${name}: Eingabe`}
        value={part.type}
        choices={PART_TYPE_CHOICES}
        messages={messages.type}
        onChange={(type: PartType) => set({ type })}
      />
      <label className="bo-check">
        <input
          type="checkbox"
          checked={part.optional === true}
          onChange={(event) => set({ optional: event.currentTarget.checked })}
        />
        {`${name}: optional`}
      </label>
      {takesMaxLength(part.type) ? (
        <MaxLengthInput
          id={`${id}_maxLength`}
          label={`${name}: Maximale Zeichenzahl`}
          value={part.maxLength ?? null}
          messages={messages.maxLength}
          onChange={(maxLength) => set({ maxLength })}
        />
      ) : null}
      {hasOptions(part.type) ? (
        <fieldset className="bo-fieldset bo-part-options" id={`${id}_options`} tabIndex={-1}>
          <legend>{`${name}: Optionen`}</legend>
          {options.length === 0 ? <p className="bo-muted">Noch keine Optionen.</p> : null}
          <ol className="bo-part-options__list">
            {options.map((option, optionIndex) => (
              <OptionRow
                key={optionIndex}
                option={option}
                name={`${name}, Option ${optionIndex + 1}`}
                id={optionId(optionIndex)}
                path={`${path}.options.${optionIndex}`}
                onChange={(next) =>
                  set({ options: options.map((old, i) => (i === optionIndex ? next : old)) })
                }
                buttons={optionButtons(optionIndex)}
              />
            ))}
          </ol>
          <FieldMessages id={`${id}-options-error`} messages={messages.options} />
          <Button
            id={`${id}-add-option`}
            variant="secondary"
            aria-label={`Option zu ${name} hinzufügen`}
            onClick={() => {
              set({ options: [...options, newPartOption()] });
              focus(`${optionId(options.length)}_name`);
            }}
          >
            Option hinzufügen
          </Button>
        </fieldset>
      ) : (
        <FieldMessages id={`${id}-options-error`} messages={messages.options} />
      )}
      <EntryMoveButtons name={name} removeId={`${id}-remove`} {...buttons} />
    </fieldset>
  );
}

interface OptionRowProps {
  option: PartOption;
  /** 'Teil 1, Option 2'. */
  name: string;
  id: string;
  path: string;
  onChange: (option: PartOption) => void;
  buttons: EntryButtonBindings;
}

/** One option of a choice: name, what it does to the price and by how many euros. */
function OptionRow({ option, name, id, path, onChange, buttons }: OptionRowProps) {
  const messages = {
    name: useMessagesAt(`${path}.name`),
    modifier: useMessagesAt(`${path}.modifier`),
    value: useMessagesAt(`${path}.value`),
  };
  const set = (change: Partial<PartOption>) => onChange({ ...option, ...change });
  return (
    <li className="bo-part-option">
      <NameInput
        id={id}
        label={name}
        value={option.name}
        messages={messages.name}
        onChange={(value) => set({ name: value })}
      />
      <ChoiceSelect
        id={`${id}_modifier`}
        label={`${name}: Preisänderung`}
        value={option.modifier}
        choices={MODIFIER_CHOICES}
        messages={messages.modifier}
        onChange={(modifier: PriceModifier) => set({ modifier })}
      />
      <div className="bo-field">
        <label htmlFor={`${id}_value`}>{`${name}: Betrag in €`}</label>
        <DecimalInput
          id={`${id}_value`}
          fractionDigits={2}
          min={0}
          value={typeof option.value === 'number' ? option.value : null}
          // Empty, wrong or out-of-range amounts are sent too, so the API's message names the field.
          onChange={(value) => set({ value: value as number })}
          onInvalidText={(text) => set({ value: parseDecimal(text) as number })}
          {...invalidProps(messages.value, `${id}_value-error`)}
        />
        <FieldMessages id={`${id}_value-error`} messages={messages.value} />
      </div>
      <EntryMoveButtons name={name} removeId={`${id}-remove`} {...buttons} />
    </li>
  );
}
