// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { connectButtonStrings } from '@/registry/components/connect-button.strings'
import { sendViewStrings } from '@/registry/components/send-view.strings'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { usePageStrings } from '@/registry/hooks/use-page-strings'
import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { installedLocales } from '@/registry/lib/i18n/installed-locales'

// The pack's parts are counted as they are fetched, wired the way `walletkit add locale-de` wires the first.
let fetched: string[] = []
afterEach(() => {
  cleanup()
  delete installedLocales.de
  fetched = []
})

describe('usePageStrings', () => {
  test('behavior: the connect button reads the first part of the pack alone; no later part is fetched for it', async () => {
    installedLocales.de = () =>
      import('@/registry/lib/i18n/locales/de').then((m) => {
        fetched.push('first')
        return { ...m.de, parts: m.de.parts?.map((part) => () => (fetched.push('later'), part())) } as LocalePack
      })
    const { result } = renderKitHook(() => ({ button: usePageStrings(connectButtonStrings), send: usePageStrings(sendViewStrings) }), {
      props: { locale: 'de' },
    })
    // English until the first part is in (nothing on the host's page waits), then German.
    expect(result.current.button.connect).toBe('Connect Wallet')
    await waitFor(() => expect(result.current.button.connect).toBe('Wallet verbinden'))
    await act(() => Promise.resolve())
    // A module of the later parts stays English here: this hook never fetches them.
    expect(result.current.send.send).toBe('Send')
    expect(fetched).toEqual(['first'])
  })
})
