// The order detail page, opened from the board and the front desk.
export { OrderDetailPage } from './order-detail-page.js';
