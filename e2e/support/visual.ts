import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { Locator, Page } from 'playwright-core'
import { repoRoot } from './host-app'

/** Committed reference images, one per view and theme. */
export const baselinesDir = join(repoRoot, 'e2e/baselines')
/** Where a failed comparison leaves the actual image and the diff (git-ignored). */
export const visualArtifactsDir = join(repoRoot, 'e2e/artifacts/visual')

/** `npm run test:update-baselines` sets this: screenshots replace the baselines instead of being compared. */
export const updatingBaselines = () => process.env.WALLETKIT_UPDATE_BASELINES === '1'

export type CompareOptions = {
  /** Parts that differ on every run (a QR of a fresh pairing URI): painted over before comparing. */
  mask?: Locator[]
  /** Share of pixels allowed to differ (anti-aliasing); 0.2 % unless a view needs more. */
  maxDiffRatio?: number
}

// Playwright answers a screenshot only after this style is applied: no caret, no transitions.
const freezeStyle =
  '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation-play-state: paused !important; }'

/**
 * Waits until the page has nothing left to change on its own: web fonts loaded, every image in
 * `target` decoded, and no finite animation still running. A positive signal each, no fixed sleep.
 */
export async function settle(page: Page, target: Locator): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await target.evaluate((root) =>
    Promise.all(
      [...root.querySelectorAll('img')].map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))),
    ).then(() => undefined),
  )
  // Finite animations only (a spinner runs forever; the screenshot freezes it).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
}

/**
 * Screenshots `target` and compares it with `e2e/baselines/<name>.png` using pixelmatch
 * (per-pixel colour threshold 0.1, at most `maxDiffRatio` of the pixels different). On a
 * mismatch the actual image and a diff are written to e2e/artifacts/visual/ and the call throws.
 * With WALLETKIT_UPDATE_BASELINES=1 the screenshot becomes the baseline.
 */
export async function expectToMatchBaseline(
  page: Page,
  target: Locator,
  name: string,
  options: CompareOptions = {},
): Promise<{ diffPixels: number }> {
  // No hover style from where the last click left the pointer.
  await page.mouse.move(0, 0)
  await settle(page, target)
  const buffer = await target.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: options.mask ?? [],
    maskColor: '#ff00ff',
    style: freezeStyle,
    scale: 'css',
  })
  const baselinePath = join(baselinesDir, `${name}.png`)
  if (updatingBaselines()) {
    mkdirSync(dirname(baselinePath), { recursive: true })
    writeFileSync(baselinePath, buffer)
    return { diffPixels: 0 }
  }
  mkdirSync(dirname(join(visualArtifactsDir, name)), { recursive: true })
  const actualPath = join(visualArtifactsDir, `${name}.actual.png`)
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, buffer)
    throw new Error(`No baseline ${baselinePath}; the screenshot is in ${actualPath}. Create baselines with npm run test:update-baselines.`)
  }
  const actual = PNG.sync.read(buffer)
  const expected = PNG.sync.read(readFileSync(baselinePath))
  if (actual.width !== expected.width || actual.height !== expected.height) {
    writeFileSync(actualPath, buffer)
    throw new Error(
      `${name}: size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height} (actual in ${actualPath})`,
    )
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const diffPixels = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, { threshold: 0.1 })
  const allowed = Math.floor(actual.width * actual.height * (options.maxDiffRatio ?? 0.002))
  if (diffPixels > allowed) {
    writeFileSync(actualPath, buffer)
    const diffPath = join(visualArtifactsDir, `${name}.diff.png`)
    writeFileSync(diffPath, PNG.sync.write(diff))
    throw new Error(`${name}: ${diffPixels} pixels differ from the baseline (at most ${allowed}); see ${actualPath} and ${diffPath}`)
  }
  return { diffPixels }
}
