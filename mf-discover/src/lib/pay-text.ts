import { formatSalary, monthlyPay } from '@kompass/shared';
import { commonDiscoverTexts } from '../texts';

/**
 * '1.208 € im Monat': what a job pays a month, with the period written out. Cards, the details,
 * the salary filter and the Merkliste all speak per month, so their amounts agree.
 */
export function monthlyPayText(yearlySalary: number): string {
  return commonDiscoverTexts.salaryPerMonth(formatSalary(monthlyPay(yearlySalary)));
}
