import { createContext, useContext } from 'react';
import { refIdOf, type SignageStream } from '@bestellwerk/domain';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { ListChoice } from './list-choice.js';

/** The streams a TV can play (empty while loading). */
export const SignageStreamsContext = createContext<readonly SignageStream[]>([]);

/** The stream a TV plays, chosen from the streams. */
export function SignageStreamControl({ value, id, path, onChange }: CustomControlProps) {
  const streams = useContext(SignageStreamsContext);
  return (
    <ListChoice
      id={id}
      path={path}
      current={refIdOf(value)}
      options={streams.map((stream) => ({
        id: stream.id,
        label: `${stream.name}${stream.isEnabled ? '' : ' (inaktiv)'}`,
      }))}
      none="– kein Stream –"
      unknown={(each) => `Stream #${each}`}
      onChange={(each) => onChange(each === null ? null : { id: each })}
    />
  );
}
