/** A device counts as online while its last call is at most this old. */
export const DEVICE_ONLINE_MS = 2 * 60 * 1000;

/** A fetched print job that was not acknowledged within this time is handed out again. */
export const PRINT_JOB_CLAIM_MS = 2 * 60 * 1000;

/**
 * Largest device log in UTF-8 bytes: what the `device_log.content` column (TEXT) holds on
 * MySQL/MariaDB. Larger logs need a MEDIUMTEXT column first.
 */
export const DEVICE_LOG_MAX_BYTES = 65_535;

/** The staff log list shows this many of a device's newest logs. */
export const DEVICE_LOG_LIST_SIZE = 50;
