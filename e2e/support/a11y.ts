import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.1 A and AA: what the product promises; axe's best practices would add opinions. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);
const shownTargets = 3;
/**
 * What one scan may add to its test's time: axe walks the whole page in the page's own thread,
 * which takes seconds on a large page and far longer on a busy machine.
 */
const scanBudgetMs = 45_000;

function describe(violation: Violation): string {
  const targets = violation.nodes.map((node) => node.target.join(' '));
  const more = targets.length > shownTargets ? ` … (+${targets.length - shownTargets})` : '';
  return (
    `- [${violation.impact}] ${violation.id}: ${violation.help}\n` +
    `    ${targets.slice(0, shownTargets).join('\n    ')}${more}\n` +
    `    ${violation.helpUrl}`
  );
}

/**
 * Scans the page as it is now with axe-core and fails the test on every serious or critical
 * violation, listing rule, help text and the first elements affected. Wait for the page's
 * content (e.g. its heading) first: axe checks only what has rendered.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; disableRules?: string[] } = {},
): Promise<void> {
  test.info().setTimeout(test.info().timeout + scanBudgetMs);
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (options.include) builder.include(options.include);
  if (options.disableRules?.length) builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => blocking.has(violation.impact ?? ''));
  // The count keeps the failure short: the message already lists every violation.
  expect(
    serious.length,
    `${serious.length} serious/critical accessibility violation(s) on ${page.url()}:\n` +
      serious.map(describe).join('\n'),
  ).toBe(0);
}
