import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }

/**
 * axe-core on the given parts of the page (CSS selectors, each one an axe `include` entry):
 * serious and critical violations only (what blocks a user), one line each with the rule, its
 * help text and the elements it found.
 */
export async function axeViolations(page: Page, selectors: readonly string[] = ['[data-slot="modal-root"]']): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  const violations = (await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run({ include: include.map((selector) => [selector]) }, { resultTypes: ['violations'] })
    return result.violations
  }, [...selectors])) as AxeViolation[]
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
