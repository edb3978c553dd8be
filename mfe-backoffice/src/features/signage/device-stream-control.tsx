import { createContext, useContext } from 'react';
import { refIdOf, type SignageStream } from '@bestellwerk/domain';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';

/** The streams a TV can play (empty while loading). */
export const SignageStreamsContext = createContext<readonly SignageStream[]>([]);

/** The stream a TV plays, chosen from the streams. */
export function SignageStreamControl({ value, id, onChange }: CustomControlProps) {
  const streams = useContext(SignageStreamsContext);
  const current = refIdOf(value);
  return (
    <div className="bo-field">
      <select
        id={id}
        aria-labelledby={`${id}-legend`}
        value={current ?? ''}
        onChange={(event) =>
          onChange(event.target.value ? { id: Number(event.target.value) } : null)
        }
      >
        <option value="">– kein Stream –</option>
        {current !== null && !streams.some((stream) => stream.id === current) ? (
          <option value={current}>Stream #{current}</option>
        ) : null}
        {streams.map((stream) => (
          <option key={stream.id} value={stream.id}>
            {stream.name}
            {stream.isEnabled ? '' : ' (inaktiv)'}
          </option>
        ))}
      </select>
    </div>
  );
}
