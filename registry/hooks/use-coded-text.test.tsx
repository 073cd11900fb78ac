// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useCodedText } from '@/registry/hooks/use-coded-text'
import { TokenBalanceUnavailableError } from '@/registry/lib/errors/account'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { installedLocales } from '@/registry/lib/i18n/installed-locales'

afterEach(() => {
  cleanup()
  for (const tag of Object.keys(installedLocales)) delete installedLocales[tag]
})

describe('useCodedText', () => {
  test('behavior: a text the state keeps in English shows in the active locale by its code, by its English when the page-load state sent none, and stays English for a code the pack lacks', async () => {
    installedLocales.de = () => import('@/registry/lib/i18n/locales/de').then((m) => m.de)
    const { result, kit } = renderKitHook(() => useCodedText(), { props: { locale: 'de' } })
    // An alert's title, by its code.
    await waitFor(() => expect(result.current('ALERT_SESSION_EXPIRED', 'Session Expired')).toBe('Sitzung abgelaufen'))
    // The balances store's failure carries no code (page-load bytes): known by its English.
    expect(result.current(undefined, TokenBalanceUnavailableError.shortMessage)).toBe('Token-Guthaben nicht verfügbar')
    // Anything else stays as given.
    expect(result.current(undefined, 'Raw text from a node')).toBe('Raw text from a node')
    expect(result.current('NOT_A_CODE', 'Raw text from a node')).toBe('Raw text from a node')
    act(() => kit.options.setLocale(DEFAULT_LOCALE))
    expect(result.current('ALERT_SESSION_EXPIRED', 'Session Expired')).toBe('Session Expired')
  })
})
