import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }

/**
 * axe-core on the given parts of the page (CSS selectors, each one an axe `include` entry):
 * serious and critical violations only (what blocks a user), one line each with the rule, its
 * help text and the elements it found. `rules` narrows the run to those axe rule ids.
 */
export async function axeViolations(
  page: Page,
  selectors: readonly string[] = ['[data-slot="modal-root"]'],
  rules?: readonly string[],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  const violations = (await page.evaluate(
    async ({ include, only }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe
      const options = only ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] }
      const result = await axe.run({ include: include.map((selector) => [selector]) }, options)
      return result.violations
    },
    { include: [...selectors], only: rules ? [...rules] : undefined },
  )) as AxeViolation[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
