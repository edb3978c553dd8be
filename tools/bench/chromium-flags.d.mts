/** See chromium-flags.mjs: the flags of a Chromium run that measures or tests the page alone. */
export declare const QUIET_CHROMIUM_FLAGS: readonly string[];
