import type { SignageTextContent } from '@bestellwerk/domain';
import { RichText } from '../components/rich-text.js';
import { colorStyle, type BoardProps } from './board-props.js';

/** Formatted text (sanitised like every stored HTML) in the board's colours. */
export function TextBoard({ content }: BoardProps<SignageTextContent>) {
  return (
    <div className="bw-signage-board bw-signage-text" style={colorStyle(content)}>
      {content.title ? <h1 className="bw-signage-board__title">{content.title}</h1> : null}
      <RichText className="bw-signage-text__body" html={content.html} />
    </div>
  );
}
