import { fieldErrors } from '@bestellwerk/domain';
import { useEditorContext } from '../../shared/editor/editor-context.js';

/** The server's messages of the last save at one dotted path ('config.parts.0.options.1.value'). */
export function useMessagesAt(path: string): string[] {
  return fieldErrors(useEditorContext().errors, path);
}

/** The ARIA props of a control with messages: invalid and described by the message's id. */
export function invalidProps(messages: readonly string[], errorId: string) {
  return messages.length > 0
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

/** The server's messages below a control, with the id the control's aria-describedby names. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  return messages.length > 0 ? (
    <p id={id} className="bo-field-error">
      {messages.join(' ')}
    </p>
  ) : null;
}

/** A labelled select of German choices with the server's messages below it. */
export function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  choices,
  messages,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  messages: readonly string[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        {...invalidProps(messages, `${id}-error`)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessages id={`${id}-error`} messages={messages} />
    </div>
  );
}
