import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { ColorInput } from '../../shared/editor/color-input.js';
import { pickerColor } from './theme-colors.js';

/** The picker's value of a theme colour: `#RGB` written out, black while it is no colour. */
function themePickerColor(text: string): string {
  return pickerColor(text, '#000000');
}

/** A colour of the theme (`#RRGGBB` or `#RGB`): picker and hex text, either one edits it. */
export function ColorControl(props: CustomControlProps) {
  return (
    <ColorInput
      {...props}
      className="bo-config-color"
      hint="Format #RRGGBB oder #RGB"
      pickerValue={themePickerColor}
    />
  );
}
