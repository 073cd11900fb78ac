import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

export type Browser = { context: BrowserContext; close(): Promise<void> }

/** Debian's Chromium, headless, with a fresh profile that is deleted on close. */
export async function launchChromium(options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'walletkit-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1024, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  return {
    context,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
