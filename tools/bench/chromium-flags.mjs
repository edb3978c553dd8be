// The bench's Chromium runs measure the page alone: no sandbox or GPU, no QUIC, no first-run
// screens, and none of the browser's own background traffic (updates, sync).
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
