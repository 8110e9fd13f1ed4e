// Helpers of the admin specs. The axe check is the shared one (tests/e2e/helpers.ts) except that
// tabster's focus guards are left out: Fluent's DataGrid (composite keyboard navigation) and
// TabList put invisible <i tabindex="0" aria-hidden="true" data-tabster-dummy> elements around
// themselves that pass focus on at once; axe reports them as 'aria-hidden-focus' although no
// person ever lands on one.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export async function expectNoSeriousAxeViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
