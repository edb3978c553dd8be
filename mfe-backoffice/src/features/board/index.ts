// What other features use of the order board: its context (an order opened from the board).
export { OrderBoardProvider, useOptionalOrderBoard } from './board-context.js';
