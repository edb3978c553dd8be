import type { SignageImageContent } from '@bestellwerk/domain';
import { colorStyle, type BoardProps } from './board-props.js';
import { boardImageUrl } from './media-urls.js';

/** An image of the media library, in the sized variant for the screen's width. */
export function ImageBoard({ content, display, mediaUrl }: BoardProps<SignageImageContent>) {
  const image = display.images.find((candidate) => candidate.id === content.image);
  return (
    <figure className="bw-signage-board bw-signage-image" style={colorStyle(content)}>
      {image ? (
        <img
          className="bw-signage-image__picture"
          src={mediaUrl(boardImageUrl(image, display.device.orientation))}
          alt={image.alt}
          style={{ objectFit: content.fit }}
        />
      ) : null}
      {content.caption ? (
        <figcaption className="bw-signage-image__caption">{content.caption}</figcaption>
      ) : null}
    </figure>
  );
}
