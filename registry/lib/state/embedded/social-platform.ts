import type { SocialProvider } from '@/registry/lib/state/start/options'

export type PlatformOs = 'ios' | 'mac' | 'android' | 'other'
/** Injected so tests and non-browser hosts decide the platform themselves. */
export type PlatformDetector = { isTelegram(): boolean; os(): PlatformOs; isMobile(): boolean }

// Telegram's in-app browsers cannot complete these providers' OAuth popups on those systems.
const droppedOnTelegram: Record<PlatformOs, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * SPEC §5: inside Telegram, iOS drops google, Mac drops x, Android drops facebook and x.
 *
 * @example
 * filterSocialsForPlatform(['google', 'x'], detector) // ['x'] on Telegram iOS
 */
export function filterSocialsForPlatform(socials: readonly SocialProvider[], platform: PlatformDetector): readonly SocialProvider[] {
  if (!platform.isTelegram()) return socials
  const dropped = droppedOnTelegram[platform.os()]
  return socials.filter((social) => !dropped.includes(social))
}

/** Reads the platform from the browser; on a server everything is false / 'other'. */
export function createBrowserPlatformDetector(): PlatformDetector {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  const agent = nav?.userAgent ?? ''
  return {
    isTelegram: () =>
      typeof window !== 'undefined' && ('TelegramWebviewProxy' in window || 'Telegram' in window || /Telegram/i.test(agent)),
    os: () =>
      /iPhone|iPad|iPod/i.test(agent) ? 'ios' : /Android/i.test(agent) ? 'android' : /Macintosh|Mac OS X/i.test(agent) ? 'mac' : 'other',
    isMobile: () => /Android|iPhone|iPad|iPod|Mobile/i.test(agent),
  }
}
