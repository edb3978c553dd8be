import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/** A button in the theme's style; `type="button"` unless told otherwise, so it never submits by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  const classes = ['bw-button', `bw-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
