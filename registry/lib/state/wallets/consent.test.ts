import { describe, expect, test } from 'vitest'
import { createConsent } from './consent'
import { resolveLegal } from './legal-options'

describe('resolveLegal', () => {
  test('default: no links, no consent required', () => {
    expect(resolveLegal(undefined)).toEqual({ termsUrl: undefined, privacyUrl: undefined, requireConsent: false })
  })

  test('parameters: web links kept, anything else dropped', () => {
    expect(resolveLegal({ termsUrl: 'https://example.com/terms', privacyUrl: 'http://example.com/privacy', requireConsent: true })).toEqual(
      {
        termsUrl: 'https://example.com/terms',
        privacyUrl: 'http://example.com/privacy',
        requireConsent: true,
      },
    )
    expect(resolveLegal({ termsUrl: 'javascript:alert(1)', privacyUrl: 'https://' })).toEqual({
      termsUrl: undefined,
      privacyUrl: undefined,
      requireConsent: false,
    })
  })
})

describe('createConsent', () => {
  test('behavior: a required consent blocks until accepted, and again when unticked', () => {
    const consent = createConsent(resolveLegal({ requireConsent: true }))
    expect(consent.blocking()).toBe(true)
    consent.setAccepted(true)
    expect(consent.blocking()).toBe(false)
    consent.setAccepted(false)
    expect(consent.blocking()).toBe(true)
  })

  test('behavior: without requireConsent nothing blocks', () => {
    expect(createConsent(resolveLegal({ termsUrl: 'https://example.com/terms' })).blocking()).toBe(false)
  })
})
