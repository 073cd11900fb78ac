// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useFeatures } from '@/registry/hooks/use-features'

afterEach(cleanup)

describe('useFeatures', () => {
  test('default: SPEC §1 wallet features on, SPEC §9 socials in order', () => {
    const { result } = renderKitHook(() => useFeatures())
    expect(result.current).toMatchObject({ swaps: true, onramp: true, receive: true, send: true })
    expect(result.current.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })
  test('parameters: features', () => {
    const { result } = renderKitHook(() => useFeatures(), { props: { features: { swaps: false } } })
    expect(result.current.swaps).toBe(false)
    expect(result.current.send).toBe(true)
  })
})
