import { expect, test } from 'vitest'
import { createAlerts } from '@/registry/lib/state/modal/alerts-store'
import { createOptions } from '@/registry/lib/state/start/options-store'
import { currentTimeZone, DEFAULT_RESTRICTED_TIMEZONES, isTimeZoneRestricted, restrictFeatures } from './restricted-timezones'
import { defaultFeatures } from '../start/options'
import type { PlatformDetector } from '../embedded/social-platform'

const desktop: PlatformDetector = { isTelegram: () => false, os: () => 'other', isMobile: () => false }

test('default: the Chinese regions SPEC §9 restricts', () => {
  expect(DEFAULT_RESTRICTED_TIMEZONES).toEqual([
    'Asia/Shanghai',
    'Asia/Urumqi',
    'Asia/Chongqing',
    'Asia/Chungking',
    'Asia/Harbin',
    'Asia/Kashgar',
    'Asia/Macau',
    'Asia/Macao',
    'Asia/Hong_Kong',
    'PRC',
    'Hongkong',
  ])
  expect(isTimeZoneRestricted('Asia/Shanghai')).toBe(true)
  expect(isTimeZoneRestricted('Asia/Hong_Kong')).toBe(true)
  expect(isTimeZoneRestricted('Asia/Taipei')).toBe(false)
  expect(isTimeZoneRestricted('Europe/Berlin')).toBe(false)
  expect(isTimeZoneRestricted(undefined)).toBe(false)
})

test('behavior: the zone is the one Intl reports', () => {
  expect(currentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
})

test('behavior: only the on-ramp is off in a restricted zone', () => {
  expect(restrictFeatures(defaultFeatures, true)).toEqual({ ...defaultFeatures, onramp: false })
  expect(restrictFeatures(defaultFeatures, false)).toBe(defaultFeatures)
})

test('parameters: restrictedTimezones and timeZone; the host cannot turn the on-ramp back on there', () => {
  const options = (config: Parameters<typeof createOptions>[0]) =>
    createOptions({ projectId: 'p', ...config }, { alerts: createAlerts(), platform: desktop })
  const shanghai = options({ timeZone: 'Asia/Shanghai', features: { onramp: true } })
  expect(shanghai.store.getState().restrictedTimezone).toBe(true)
  expect(shanghai.store.getState().features.onramp).toBe(false)
  shanghai.setFeatures({ onramp: true })
  expect(shanghai.store.getState().features.onramp).toBe(false)
  expect(shanghai.store.getState().features.swaps).toBe(true)
  expect(options({ timeZone: 'Europe/Berlin' }).store.getState().features.onramp).toBe(true)
  expect(options({ timeZone: 'Asia/Shanghai', restrictedTimezones: [] }).store.getState().features.onramp).toBe(true)
  expect(options({ timeZone: 'Europe/Berlin', restrictedTimezones: ['Europe/Berlin'] }).store.getState().features.onramp).toBe(false)
})
