// What the time-tracking suites share.

/** The one answer to a wrong self-service link, whatever part of it was wrong. */
export const LINK_REFUSED = {
  errors: [{ code: 'TIME_TRACKING_REFUSED', message: 'Benutzer konnte nicht geladen werden.' }],
};
