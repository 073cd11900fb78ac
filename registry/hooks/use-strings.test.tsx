// @vitest-environment happy-dom
import * as React from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react'
import { accountViewStrings } from '@/registry/components/account-view.strings'
import { sendViewStrings } from '@/registry/components/send-view.strings'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { StringsWait, useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { renderWithKit } from '@/registry/components/test/kit'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { installedLocales } from '@/registry/lib/i18n/installed-locales'
import { pseudoText } from '@/registry/lib/i18n/pseudo-locale'

// The packs are wired the way `walletkit add locale-de` wires them: lazy imports in installedLocales.
let loads: string[] = []
function install(tag: string, load: () => Promise<LocalePack>) {
  installedLocales[tag] = () => {
    loads.push(tag)
    return load()
  }
}

afterEach(() => {
  cleanup()
  for (const tag of Object.keys(installedLocales)) delete installedLocales[tag]
  loads = []
})

describe('useStrings', () => {
  test('default: English outside a provider and for a locale with no pack installed; nothing is fetched', async () => {
    install('de', () => import('@/registry/lib/i18n/locales/de').then((m) => m.de))
    expect(renderHook(() => useStrings(sendViewStrings)).result.current).toBe(sendViewStrings)
    const { result } = renderKitHook(() => useStrings(sendViewStrings), { props: { locale: 'fr' } })
    await act(() => Promise.resolve())
    expect(result.current).toBe(sendViewStrings)
    expect(loads).toEqual([])
  })

  test('behavior: the pack is fetched when its locale becomes active, and switching back and forth re-renders at once', async () => {
    install('de', () => import('@/registry/lib/i18n/locales/de').then((m) => m.de))
    install('ar', () => import('@/registry/lib/i18n/locales/ar').then((m) => m.ar))
    const { result, kit } = renderKitHook(() => useStrings(sendViewStrings))
    expect(result.current.send).toBe('Send')
    expect(loads).toEqual([])
    act(() => kit.options.setLocale('de-AT'))
    // English while the pack loads, then German: de-AT is served by the de pack.
    await waitFor(() => expect(result.current.send).toBe('Senden'))
    expect(result.current.balance('1,5', 'ETH')).toBe('Guthaben: 1,5 ETH')
    expect(loads).toEqual(['de'])
    act(() => kit.options.setLocale(DEFAULT_LOCALE))
    expect(result.current).toBe(sendViewStrings)
    act(() => kit.options.setLocale('de'))
    expect(result.current.send).toBe('Senden')
    expect(loads).toEqual(['de'])
    act(() => kit.options.setLocale('ar-EG'))
    await waitFor(() => expect(result.current.send).toBe('إرسال'))
    expect(loads).toEqual(['de', 'ar'])
  })

  test('behavior: a key the pack lacks, or gives as the wrong kind, stays English; keys it has are used', async () => {
    // A host's pack edited before English gained keys: the type checker flags it, the views still render.
    const partial = {
      'send-view': { send: 'Envoyer', balance: 'not a function' },
      'account-view': { actions: { Send: 'Envoyer' } },
    } as unknown as LocalePack
    install('fr', async () => partial)
    const { result } = renderKitHook(() => ({ send: useStrings(sendViewStrings), account: useStrings(accountViewStrings) }), {
      props: { locale: 'fr' },
    })
    await waitFor(() => expect(result.current.send.send).toBe('Envoyer'))
    expect(result.current.send.max).toBe('Max')
    expect(result.current.send.balance('1', 'ETH')).toBe('Balance: 1 ETH')
    expect(result.current.account.actions.Send).toBe('Envoyer')
    expect(result.current.account.actions.Receive).toBe('Receive')
    expect(result.current.account.tabs.tokens).toBe('Tokens')
  })

  test('behavior: plurals by Intl.PluralRules: Arabic seconds take one, two, few and many forms', async () => {
    install('ar', () => import('@/registry/lib/i18n/locales/ar').then((m) => m.ar))
    const { result } = renderKitHook(() => useStrings(sendViewStrings), { props: { locale: 'ar' } })
    await waitFor(() => expect(result.current.send).toBe('إرسال'))
    const digits = new Intl.NumberFormat('ar')
    expect(result.current.retryIn(1)).toBe('إعادة المحاولة بعد ثانية')
    expect(result.current.retryIn(2)).toBe('إعادة المحاولة بعد ثانيتين')
    expect(result.current.retryIn(3)).toBe(`إعادة المحاولة بعد ${digits.format(3)} ثوانٍ`)
    expect(result.current.retryIn(11)).toBe(`إعادة المحاولة بعد ${digits.format(11)} ثانية`)
  })

  test('behavior: a failed pack load is logged and the views stay English; the next activation tries again', async () => {
    // Loaded packs are kept for the page's life, so this test uses a locale no other test loads.
    let fail = true
    install('it', async () => {
      if (fail) throw new Error('chunk failed')
      return { 'send-view': { send: 'Invia' } } as unknown as LocalePack
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, kit } = renderKitHook(() => useStrings(sendViewStrings), { props: { locale: 'it' } })
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[walletkit]', 'locale pack "it" failed to load; showing English', expect.any(Error)),
    )
    logged.mockRestore()
    expect(result.current.send).toBe('Send')
    fail = false
    act(() => kit.options.setLocale(DEFAULT_LOCALE))
    act(() => kit.options.setLocale('it'))
    await waitFor(() => expect(result.current.send).toBe('Invia'))
    expect(loads).toEqual(['it', 'it'])
  })
})

describe('useUserMessage', () => {
  test('behavior: a SPEC error text is shown in the pack language by its code; the error keeps its English message', async () => {
    install('de', () => import('@/registry/lib/i18n/locales/de').then((m) => m.de))
    const error = new InvalidSendInputError()
    const { result, kit } = renderKitHook(() => useUserMessage(), { props: { locale: 'de' } })
    await waitFor(() => expect(result.current(error)).toBe('Gib einen gültigen Betrag und eine gültige Empfängeradresse ein'))
    expect(error.shortMessage).toBe('Please enter a valid amount and receiver address')
    expect(result.current(new Error('raw node text'), 'Fallback')).toBe('Fallback')
    act(() => kit.options.setLocale(DEFAULT_LOCALE))
    expect(result.current(error)).toBe('Please enter a valid amount and receiver address')
  })

  test("behavior: the pseudo-locale (en-XA) derives every view string and every SPEC error text; the view's own fallback is left as it is", async () => {
    install('en-XA', () => import('@/registry/lib/i18n/pseudo-locale').then((m) => m.pseudo))
    const { result } = renderKitHook(() => ({ message: useUserMessage(), strings: useStrings(accountViewStrings) }), {
      props: { locale: 'en-XA' },
    })
    await waitFor(() => expect(result.current.strings.disconnect).toBe(pseudoText(accountViewStrings.disconnect)))
    expect(result.current.message(new InvalidSendInputError())).toBe(pseudoText('Please enter a valid amount and receiver address'))
    expect(result.current.message(new Error('raw node text'))).toBe(pseudoText('An error occurred'))
    expect(result.current.message(new Error('raw node text'), result.current.strings.disconnect)).toBe(result.current.strings.disconnect)
  })
})

describe('useStrings in the modal (StringsWait)', () => {
  test('behavior: in the modal (StringsWait) a view shown for the first time waits for its part of the pack: its first commit is the translation, never English', async () => {
    // Loaded packs are kept for the page's life: Polish is loaded by no other test here.
    install('pl', () => import('@/registry/lib/i18n/locales/pl').then((m) => m.pl))
    const committed: string[] = []
    function SendLabel() {
      const strings = useStrings(sendViewStrings)
      React.useLayoutEffect(() => void committed.push(strings.send))
      return <span data-testid="send-label">{strings.send}</span>
    }
    renderWithKit(
      <React.Suspense fallback={null}>
        <StringsWait.Provider value>
          <SendLabel />
        </StringsWait.Provider>
      </React.Suspense>,
      { locale: 'pl' },
    )
    // send-view is in the pack's later part (the connected account's views): the first part, then it.
    await waitFor(() => expect(screen.getByTestId('send-label').textContent).toBe('Wyślij'))
    expect(committed).toEqual(['Wyślij'])
    expect(loads).toEqual(['pl'])
  })
})
