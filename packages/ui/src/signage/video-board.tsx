import type { SignageVideoContent } from '@bestellwerk/domain';
import { colorStyle, type BoardProps } from './board-props.js';
import { boardVideoUrl } from './media-urls.js';

/** An uploaded video, muted and looped, playing as soon as it is shown. */
export function VideoBoard({ content, display, mediaUrl }: BoardProps<SignageVideoContent>) {
  const upload = display.uploads.find((candidate) => candidate.id === content.upload);
  return (
    <div className="bw-signage-board bw-signage-video" style={colorStyle(content)}>
      {upload ? (
        <video
          className="bw-signage-video__player"
          src={mediaUrl(boardVideoUrl(upload))}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          style={{ objectFit: content.fit }}
        />
      ) : null}
    </div>
  );
}
