// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useRegisterName } from '@/registry/hooks/use-register-name'
import { NameRegisterError } from '@/registry/lib/errors/name'

afterEach(cleanup)

describe('useRegisterName', () => {
  test('default: nothing typed', () => {
    const { result } = renderKitHook(() => useRegisterName())
    expect(result.current).toMatchObject({ name: '', availability: 'empty', suggestions: [], status: 'idle', error: undefined })
  })

  test('behavior: the SPEC §5 rule is applied as the user types (letters, digits, hyphen, at least 4)', () => {
    const { result } = renderKitHook(() => useRegisterName())
    for (const [typed, availability] of [
      ['abc', 'invalid'],
      ['ab_cd', 'invalid'],
      ['ab cd', 'invalid'],
      ['ab-c', 'checking'],
      ['Alice42', 'checking'],
      ['', 'empty'],
    ] as const) {
      act(() => result.current.setName(typed))
      expect(result.current.availability, typed).toBe(availability)
    }
    act(() => result.current.setName('alice.reown.id'))
    expect(result.current.name).toBe('alice')
  })

  test('behavior: registering without a connected account returns to RegisterAccountName with "Error registering name {name}"; done goes back to Account', async () => {
    const { result, kit } = renderKitHook(() => useRegisterName())
    act(() => {
      kit.modal.open({ view: 'Account' })
      kit.router.push('RegisterAccountName')
    })
    await act(() => result.current.register('alice'))
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
    expect(result.current.error).toBeInstanceOf(NameRegisterError)
    expect((result.current.error as NameRegisterError).shortMessage).toBe('Error registering name alice.reown.id')
    act(() => result.current.done())
    expect(kit.router.store.getState().view).toBe('Account')
    expect(result.current.name).toBe('')
  })
})
