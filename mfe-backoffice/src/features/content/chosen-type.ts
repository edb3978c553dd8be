import { createContext, useContext } from 'react';
import { action, makeObservable, observable } from 'mobx';

/**
 * The record type chosen in an open form (a site's page type, a block's kind). The form engine
 * hands a custom control only its own value, so the type's control writes the choice here and
 * the body's control reads it.
 */
export class ChosenType<T extends string> {
  type: T;

  constructor(initial: T) {
    this.type = initial;
    makeObservable(this, { type: observable, set: action });
  }

  /** Takes the type the form now shows. */
  set(type: T): void {
    this.type = type;
  }
}

export const ChosenTypeContext = createContext<ChosenType<string> | null>(null);

/** The chosen type of the screen around; screens with type-dependent controls provide one. */
export function useChosenType<T extends string>(): ChosenType<T> {
  const chosen = useContext(ChosenTypeContext);
  if (!chosen) throw new Error('A ChosenTypeContext provider is missing.');
  return chosen as ChosenType<T>;
}
