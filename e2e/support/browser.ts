import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'
import { trackContext } from './failure-report'

export type Browser = { context: BrowserContext; close(): Promise<void> }

export type LaunchChromiumOptions = {
  reducedMotion?: 'reduce' | 'no-preference'
  /**
   * Debian's Chromium blocks third-party cookies and storage by default; Google Chrome, where
   * most users meet the secure frame, does not. The frame works either way, but its reload test
   * needs the storage a default Chrome profile gives an iframe.
   */
  thirdPartyStorage?: boolean
  /** More Chromium switches, e.g. the benchmark's --host-resolver-rules that keep the page on 127.0.0.1. */
  args?: string[]
  /** Classic scrollbars that take room (headless Chromium hides them by default). */
  showScrollbars?: boolean
  viewport?: { width: number; height: number }
  /** A phone: touch, a mobile user agent and its pixel ratio (the viewport is set apart). */
  phone?: { userAgent: string; deviceScaleFactor: number }
}

/** Debian's Chromium, headless, with a fresh profile that is deleted on close. */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'walletkit-chromium-'))
  if (options.thirdPartyStorage) {
    mkdirSync(join(profile, 'Default'), { recursive: true })
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
    )
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: options.viewport ?? { width: 1024, height: 800 },
    ...(options.phone
      ? { isMobile: true, hasTouch: true, userAgent: options.phone.userAgent, deviceScaleFactor: options.phone.deviceScaleFactor }
      : {}),
    ...(options.showScrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    reducedMotion: options.reducedMotion ?? 'no-preference',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  })
  const untrack = trackContext(context)
  return {
    context,
    async close() {
      untrack()
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
