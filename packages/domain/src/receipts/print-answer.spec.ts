import { printAnswerNotice } from './print-answer.js';

describe('printAnswerNotice', () => {
  it.each([
    [{ jobs: 1, online: 1 }, 'Der Bon wurde an den Drucker gesendet.'],
    [{ jobs: 2, online: 1 }, 'Der Bon wurde an 2 Drucker gesendet.'],
    [
      { jobs: 2, online: 0 },
      'Der Bon wurde in die Warteschlange gestellt. Derzeit ist kein Drucker der Filiale online.',
    ],
    [
      { jobs: 1 },
      'Der Bon wurde in die Warteschlange gestellt. Derzeit ist kein Drucker der Filiale online.',
    ],
  ])('%j → %s', (answer, notice) => {
    expect(printAnswerNotice(answer)).toBe(notice);
  });
});
