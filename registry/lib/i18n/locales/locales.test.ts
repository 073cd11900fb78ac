import { readdirSync } from 'node:fs'
import { describe, expect, test, vi } from 'vitest'
import { mapProviderError, type ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { alerts } from '@/registry/lib/errors/alerts'
import { BaseError } from '@/registry/lib/errors/base'
import type { LocalePack } from '@/registry/lib/i18n/define-strings'
import { wholePack } from '@/registry/lib/i18n/locale-parts'
import { TRANSACTION_STARTED_CODE, TRANSACTION_STARTED_MESSAGE } from '@/registry/lib/state/send/send-rules'

// Every plural() call of a pack is recorded: which locale, and which categories it gave forms for.
const pluralCalls = vi.hoisted(() => [] as Array<{ locale: string; categories: string[] }>)
vi.mock('@/registry/lib/i18n/plural', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/registry/lib/i18n/plural')>()
  return {
    ...actual,
    plural: (...args: Parameters<typeof actual.plural>) => {
      pluralCalls.push({ locale: args[0], categories: Object.keys(args[2]).sort() })
      return actual.plural(...args)
    },
  }
})

// Every strings module of the registry, by id, found the way the packs name them.
const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../../../components/*.strings.ts', '../../../components/modal/strings.ts'],
  { eager: true },
)
const english = new Map<string, Record<string, unknown>>()
for (const [path, module] of Object.entries(englishModules)) {
  const id = path.endsWith('modal/strings.ts') ? 'modal' : (path.split('/').pop() ?? '').replace('.strings.ts', '')
  const strings = Object.values(module).find((value) => typeof value === 'object' && value !== null)
  if (strings) english.set(id, strings as Record<string, unknown>)
}

// The SPEC texts users see, by code, in English: the error classes' texts, the alert banners'
// titles (the catalogue and the wallet's pending-request alert) and the snackbar's notices.
const errorModules = import.meta.glob<Record<string, unknown>>(['../../errors/*.ts', '!../../errors/*.test.ts'], { eager: true })
const englishErrors = new Map<string, string>()
for (const module of Object.values(errorModules))
  for (const value of Object.values(module)) {
    if (typeof value !== 'function' || !(value.prototype instanceof BaseError)) continue
    try {
      const error = new (value as new (parameters: { name: string; seconds: number; status: number }) => BaseError)({
        name: '⟦name⟧',
        seconds: 7,
        status: 500,
      })
      englishErrors.set(error.code, error.shortMessage)
    } catch {
      // A class whose constructor needs other arguments shows no fixed text.
    }
  }
const pendingAlert = (mapProviderError({ code: -32002 }) as ProviderRpcError).alert
for (const alert of [...Object.values(alerts).map((a) => ({ kind: a.code, message: a.title })), pendingAlert])
  englishErrors.set(alert.kind, alert.message)
englishErrors.set(TRANSACTION_STARTED_CODE, TRANSACTION_STARTED_MESSAGE)

/**
 * The codes whose text a user sees (a view shows it through useUserMessage or useCodedText, the
 * banner shows the alert, the snackbar the notice): every pack translates exactly these.
 */
const userFacingCodes = [
  ...Object.values(alerts).map((alert) => alert.code),
  pendingAlert.kind,
  TRANSACTION_STARTED_CODE,
  'ACTION_NOT_ALLOWED',
  'CHAIN_NOT_SUPPORTED',
  'EMAIL_CODE_INVALID',
  'EMAIL_NOT_ALLOWED',
  'FRAME_LOAD_FAILED',
  'FRAME_MESSAGE_INVALID',
  'FRAME_REQUEST_ABORTED',
  'FRAME_REQUEST_CANCELLED',
  'FRAME_TIMEOUT',
  'GAS_PRICE_NETWORK_UNSUPPORTED',
  'HTTP_ABORTED',
  'HTTP_NETWORK',
  'HTTP_TIMEOUT',
  'INSUFFICIENT_FUNDS',
  'NAMESPACE_NOT_CONNECTED',
  'NAMES_FOR_ADDRESS_FAILED',
  'NAME_REGISTER_FAILED',
  'NAME_RESOLVE_FAILED',
  'NAME_SUGGESTIONS_FAILED',
  'NETWORK_NOT_FOUND',
  'ONRAMP_URL_FAILED',
  'POLKADOT_EXTENSION_NOT_FOUND',
  'POLKADOT_NO_ACCOUNTS',
  'RPC_CALL_NOT_ALLOWED',
  'SEND_FAILED',
  'SEND_INPUT_INVALID',
  'SIWX_INIT_FAILED',
  'SIWX_MESSAGE_INVALID',
  'SIWX_SERVER_REFUSED',
  'SIWX_SERVER_RESPONSE_INVALID',
  'SIWX_SESSION_INVALID',
  'SIWX_SIGNATURE_DECLINED',
  'SIWX_SMART_ACCOUNT_UNSUPPORTED',
  'SOLANA_SEND_FAILED',
  'SWAP_NETWORK_UNSUPPORTED',
  'TOKEN_BALANCE_UNAVAILABLE',
  'TRANSACTIONS_FETCH_FAILED',
  'TRANSACTION_CONFIRMATION_TIMEOUT',
  'UNSUPPORTED_CHAIN',
  'USER_REJECTED',
  'WALLETCONNECT_PAIRING_ABORTED',
].sort()

// Each pack whole: its first part with the later parts it loads (the connected account's views).
const packModules = import.meta.glob<Record<string, LocalePack>>('./*.ts', { eager: true })
const packs = await Promise.all(
  Object.entries(packModules)
    .filter(([path]) => !path.endsWith('.test.ts'))
    .map(async ([path, module]) => ({ tag: path.slice(2, -3), pack: await wholePack(Object.values(module)[0] as LocalePack) })),
)

// Each argument becomes a marker, so a translation that drops or invents a placeholder is found.
const markers = ['⟦0⟧', '⟦1⟧', '⟦2⟧', '⟦3⟧']

function compare(path: string, en: unknown, translated: unknown, problems: string[]): void {
  if (typeof en === 'string') {
    if (typeof translated !== 'string') return void problems.push(`${path}: missing`)
    // Marked parts (<terms>…</terms> becomes a link) must all be there, each once.
    const tags = (text: string) => (text.match(/<\/?\w+>/g) ?? []).sort().join(' ')
    if (tags(translated) !== tags(en)) problems.push(`${path}: marks ${tags(translated)} (want ${tags(en)})`)
    return
  }
  if (typeof en === 'function') {
    if (typeof translated !== 'function') return void problems.push(`${path}: missing`)
    const args = markers.slice(0, en.length)
    // Counts (seconds, transfers) are numbers: 7 is the marker, found in any digits' form below.
    const numeric = /seconds|count/.test(en.toString().slice(0, 40))
    const call = (f: unknown) => String((f as (...a: unknown[]) => unknown)(...(numeric ? [7] : args)))
    const used = numeric ? [] : args.filter((marker) => call(en).includes(marker))
    const out = call(translated)
    for (const marker of used) if (!out.includes(marker)) problems.push(`${path}: drops argument ${marker}`)
    if (numeric && !/7|٧/.test(out)) problems.push(`${path}: drops the count`)
    return
  }
  if (Array.isArray(en)) {
    en.forEach((entry, i) => compare(`${path}[${i}]`, entry, Array.isArray(translated) ? translated[i] : undefined, problems))
    return
  }
  if (typeof en === 'object' && en !== null) {
    for (const [key, value] of Object.entries(en))
      compare(`${path}.${key}`, value, (translated as Record<string, unknown> | undefined)?.[key], problems)
  }
}

describe('locale packs', () => {
  test('default: there are packs, each exported under its tag', () => {
    expect(packs.map((p) => p.tag).sort()).toEqual(
      readdirSync(__dirname)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => f.slice(0, -3))
        .sort(),
    )
    expect(english.size).toBeGreaterThanOrEqual(26)
  })

  test.each(packs)('behavior: $tag has every key of every strings module, with the same placeholders', ({ pack }) => {
    const problems: string[] = []
    for (const [id, strings] of english) compare(id, strings, (pack as Record<string, unknown>)[id], problems)
    expect(problems).toEqual([])
  })

  test('default: every user-facing code has an English SPEC text', () => {
    expect(userFacingCodes.filter((code) => !englishErrors.has(code))).toEqual([])
  })

  test.each(packs)('behavior: $tag translates every SPEC text users see, by code, and no other code', ({ pack }) => {
    expect(Object.keys(pack.errors ?? {}).sort()).toEqual(userFacingCodes)
  })

  test.each(packs)('behavior: $tag handles exactly the plural categories Intl.PluralRules gives its language', ({ tag, pack }) => {
    const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort()
    const problems: string[] = []
    for (const [path, en, translated] of leaves(pack))
      if (typeof en === 'function' && counts(en) && typeof translated === 'function') {
        pluralCalls.length = 0
        translated(7)
        const handled = pluralCalls.filter((call) => call.locale === tag).map((call) => call.categories.join(','))
        if (handled.length === 0) problems.push(`${path}: no plural forms`)
        for (const seen of handled) if (seen !== categories.join(',')) problems.push(`${path}: ${seen} (want ${categories.join(',')})`)
      }
    expect(problems).toEqual([])
  })

  test.each(packs)('behavior: $tag leaves no English, except the words its wallets keep in English', ({ tag, pack }) => {
    const kept = new Set([...keptEverywhere, ...(keptInEnglish[tag] ?? [])])
    const left: string[] = []
    const same = (path: string, en: string, translated: string) => {
      if (en.trim() !== '' && en === translated && !kept.has(en)) left.push(`${path}: ${en}`)
    }
    for (const [path, en, translated] of leaves(pack)) {
      if (typeof en === 'string' && typeof translated === 'string') same(path, en, translated)
      if (typeof en === 'function' && typeof translated === 'function' && !counts(en)) {
        const args = markers.slice(0, en.length)
        same(path, String(en(...args)), String(translated(...args)))
      }
    }
    for (const [code, translated] of Object.entries(pack.errors ?? {})) same(`errors.${code}`, englishErrors.get(code) ?? '', translated)
    expect(left).toEqual([])
  })
})

type Leaf = [path: string, en: unknown, translated: unknown]

/** Every string and function of every strings module, beside the pack's entry for it. */
function leaves(pack: LocalePack): Leaf[] {
  const out: Leaf[] = []
  const walk = (path: string, en: unknown, translated: unknown) => {
    if (typeof en === 'string' || typeof en === 'function') return void out.push([path, en, translated])
    if (typeof en === 'object' && en !== null)
      // An `id` names an entry (get-wallet-view's points); it is not text.
      for (const [key, value] of Object.entries(en))
        if (key !== 'id') walk(`${path}.${key}`, value, (translated as Record<string, unknown> | undefined)?.[key])
  }
  for (const [id, strings] of english) walk(id, strings, (pack as Record<string, unknown>)[id])
  return out
}

/** A counting string: its English takes a count (seconds to wait, transfers left). */
function counts(en: { toString(): string }): boolean {
  return /^(?:function\s*\w*)?\(?\s*(?:seconds|count)\b/.test(en.toString())
}

// Words wallets keep in English in every language: brands, stores, protocols, network and
// namespace names, tickers, symbols and the placeholders that are not words.
const keptEverywhere = [
  'WalletConnect',
  'App Store',
  'Google Play',
  'Google',
  'X',
  'Discord',
  'Farcaster',
  'GitHub',
  'Apple',
  'Facebook',
  'Open Farcaster',
  'EVM',
  'Solana',
  'Bitcoin',
  'Polkadot',
  '.reown.id',
  'you@example.com',
  // A .reown.id name is written in Latin letters, so scripts that are not keep the sample name.
  'yourname',
  '—',
  '#⟦0⟧',
  '⟦0⟧ gwei',
]

// Per language, the further words its wallets write as English does: loanwords of the trade
// (Swap, Token, NFTs, Wallet, Account) and words spelled the same in both (Total, Details,
// Transaction).
const keptInEnglish: Record<string, readonly string[]> = {
  ar: ['NFTs'],
  de: ['NFTs', 'Swap', 'Details', 'Wallet', 'Token'],
  es: ['Tokens', 'Swap', 'Total', 'Token'],
  fr: ['Swap', 'Transaction', 'E-mail', 'Total', 'Max'],
  id: ['Total', 'Token'],
  it: ['Account', 'Wallet', 'Token', 'Max'],
  nl: ['Tokens', 'Details', 'Recent', 'Account', 'Wallet', 'Token', 'Max', 'Max. slippage'],
  pl: ['E-mail', 'Token'],
  tr: ['Token'],
  'pt-BR': ['Tokens', 'NFTs', 'Swap', 'E-mail', 'Total', 'Token'],
  th: ['Swap'],
  vi: ['Token'],
}
