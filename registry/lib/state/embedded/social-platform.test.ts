import { describe, expect, test } from 'vitest'
import { defaultSocials } from '../start/options'
import { filterSocialsForPlatform, type PlatformOs } from './social-platform'

const telegram = (os: PlatformOs) => ({ isTelegram: () => true, os: () => os, isMobile: () => os !== 'mac' })

describe('filterSocialsForPlatform', () => {
  test('behavior: Telegram on iOS drops google', () => {
    expect(filterSocialsForPlatform(defaultSocials, telegram('ios'))).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  test('behavior: Telegram on Mac drops x', () => {
    expect(filterSocialsForPlatform(defaultSocials, telegram('mac'))).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  test('behavior: Telegram on Android drops facebook and x', () => {
    expect(filterSocialsForPlatform(defaultSocials, telegram('android'))).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  test('behavior: outside Telegram nothing is dropped', () => {
    expect(filterSocialsForPlatform(defaultSocials, { isTelegram: () => false, os: () => 'ios', isMobile: () => true })).toEqual(
      defaultSocials,
    )
  })
})
