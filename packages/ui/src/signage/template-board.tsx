import { placedTemplateLayers, type SignageTemplateContent } from '@bestellwerk/domain';
import { colorStyle, type BoardProps } from './board-props.js';
import { templateImageUrl, templateScale } from './media-urls.js';

/**
 * An image template drawn from its layers as the API's PNG renderer paints them (white canvas,
 * shapes, images covering their box, wrapped text), fitted into the screen.
 */
export function TemplateBoard({ content, display, mediaUrl }: BoardProps<SignageTemplateContent>) {
  const template = display.imageTemplates.find(
    (candidate) => candidate.id === content.imageTemplate,
  );
  if (!template) return <div className="bw-signage-board" style={colorStyle(content)} />;
  const scale = templateScale(template, display.device.orientation);
  return (
    <div className="bw-signage-board bw-signage-template" style={colorStyle(content)}>
      <div
        className="bw-signage-template__canvas"
        role="img"
        aria-label={template.name}
        style={{
          width: template.width,
          height: template.height,
          transform: `translate(-50%, -50%) scale(${scale})`,
        }}
      >
        {placedTemplateLayers(template).map(({ layer, left, top, width, height, color }) => {
          const box = { left, top, width, ...(height === null ? {} : { height }) };
          if (layer.type === 'shape')
            return (
              <div
                key={layer.id}
                className="bw-signage-template__layer"
                style={{ ...box, background: color }}
              />
            );
          if (layer.type === 'image' && layer.image)
            return (
              <img
                key={layer.id}
                className="bw-signage-template__layer bw-signage-template__image"
                src={mediaUrl(templateImageUrl(layer.image, width * scale))}
                alt=""
                style={box}
              />
            );
          return (
            <div
              key={layer.id}
              className="bw-signage-template__layer bw-signage-template__text"
              style={{ ...box, color, fontSize: layer.fontSize }}
            >
              {layer.text}
            </div>
          );
        })}
      </div>
    </div>
  );
}
