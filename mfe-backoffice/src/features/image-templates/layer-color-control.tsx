import { RGB_HEX_COLOR } from '@bestellwerk/domain';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { ColorInput } from '../../shared/editor/color-input.js';

/** The picker's value of a colour text: the text when it is `#RRGGBB`, else black. */
function pickerColorOf(text: string): string {
  return RGB_HEX_COLOR.test(text) ? text.toLowerCase() : '#000000';
}

/** A layer's colour (`#RRGGBB`): picker and hex text, either one edits it. */
export function LayerColorControl(props: CustomControlProps) {
  return (
    <ColorInput
      {...props}
      className="bo-image-template-color"
      hint="Format #RRGGBB"
      pickerValue={pickerColorOf}
    />
  );
}
