/**
 * The answer to staff's "print receipt" (`POST /api/orders/{id}/print`): how many print jobs
 * were queued (one per enabled printer of the branch) and how many of those printers are online
 * (a call within two minutes). With none online the receipt waits in the queue until a printer
 * comes back.
 */
export interface PrintOrderAnswer {
  jobs: number;
  online: number;
}

/** The notice staff get after "print receipt": sent, or queued while no printer is online. */
export function printAnswerNotice(answer: Partial<PrintOrderAnswer> | null | undefined): string {
  const jobs = answer?.jobs ?? 0;
  if ((answer?.online ?? 0) === 0)
    return 'Der Bon wurde in die Warteschlange gestellt. Derzeit ist kein Drucker der Filiale online.';
  return jobs === 1
    ? 'Der Bon wurde an den Drucker gesendet.'
    : `Der Bon wurde an ${jobs} Drucker gesendet.`;
}
