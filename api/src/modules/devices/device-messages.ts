/** The German answers of the device and printing endpoints. */
export const DEVICE_MESSAGES = {
  /** 401 to a device call with a wrong, unknown or disabled device or key. */
  notRecognised: 'Gerät nicht erkannt.',
  /**
   * 404, the same text as the CRUD answer for a missing device; also to an employee addressing
   * a device of another branch (or of none).
   */
  notFound: 'Gerät wurde nicht gefunden.',
  /** 409 to a test or log request for a device that is switched off. */
  disabled: 'Das Gerät ist deaktiviert.',
  /** 409 to a print request for a branch without an enabled printer. */
  noPrinter: 'Für diese Filiale ist kein Bondrucker eingerichtet.',
  /** 409 to a test page for a tablet or TV. */
  onlyPrintersTest: 'Nur Bondrucker können eine Testseite drucken.',
  /** 404 to an acknowledgement of a job that is not the device's. */
  printJobNotFound: 'Druckauftrag wurde nicht gefunden.',
  /** 413 to a device log above DEVICE_LOG_MAX_BYTES. */
  logTooLarge: 'Das Protokoll ist zu groß. Erlaubt sind höchstens 64 KB.',
} as const;
