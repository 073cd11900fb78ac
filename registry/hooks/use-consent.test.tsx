// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useConsent } from '@/registry/hooks/use-consent'

afterEach(cleanup)

describe('useConsent', () => {
  test('default: nothing required, nothing blocks', () => {
    const { result } = renderKitHook(() => useConsent())
    expect(result.current.blocking).toBe(false)
  })

  test('behavior: a required consent blocks until ticked; a non-web link is dropped', () => {
    const { result } = renderKitHook(() => useConsent(), {
      props: { legal: { termsUrl: 'https://app.example/terms', privacyUrl: 'javascript:alert(1)', requireConsent: true } },
    })
    expect(result.current.legal.termsUrl).toBe('https://app.example/terms')
    expect(result.current.legal.privacyUrl).toBeUndefined()
    expect(result.current.blocking).toBe(true)
    act(() => result.current.setAccepted(true))
    expect(result.current).toMatchObject({ accepted: true, blocking: false })
  })
})
