// `@bestellwerk/ui/signage`: the boards of the TV player, reused by the backoffice's live
// preview. Its own entry, not part of the shared `@bestellwerk/ui` singleton. The styles come
// with the stage and the segment view (an import here would be dropped: the package marks
// only CSS as having side effects).

export { SignageStage, SIGNAGE_STAGE_SIZES, type SignageStageProps } from './signage-stage.js';
export { SignageSegmentView, type SignageSegmentViewProps } from './signage-segment-view.js';
export { MenuBoard, PRICES_UNAVAILABLE_TEXT } from './menu-board.js';
export { ImageBoard } from './image-board.js';
export { VideoBoard } from './video-board.js';
export { TextBoard } from './text-board.js';
export { TemplateBoard } from './template-board.js';
export { PickupBoard } from './pickup-board.js';
export { contentOf } from './segment-content.js';
export { whenMediaReady, MEDIA_READY_TIMEOUT_MS } from './media-ready.js';
export { signageMediaUrls } from './media-urls.js';
export type { BoardProps } from './board-props.js';
