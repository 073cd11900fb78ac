import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPolkadotWallet } from '../../../apps/polkadot-wallet/src/extension'
import { polkadotDevAccount } from '../../../apps/devnet/src/services/polkadot-ledger'
import { watchPolkadotExtensions } from './polkadot-discovery'
import type { Connector } from './connector-interface'

const page = (injectedWeb3: Record<string, unknown>) =>
  Object.assign(new EventTarget(), { injectedWeb3 }) as EventTarget & { injectedWeb3: Record<string, unknown> } & Pick<
      Window,
      'addEventListener' | 'removeEventListener'
    >
const entry = () => ({
  enable: createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' }).enable,
  version: '0.1.0',
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Polkadot extension discovery (window.injectedWeb3)', () => {
  test('default: every injected extension with connect or enable is a polkadot connector; other entries are ignored', () => {
    const seen: Array<readonly Connector[]> = []
    const stop = watchPolkadotExtensions({
      window: page({ 'polkadot-js': entry(), talisman: entry(), broken: { version: '1' }, junk: 42 }),
      appName: () => 'x',
      onChange: (list) => seen.push(list),
    })
    expect(seen.at(-1)?.map((c) => [c.id, c.name, c.chain])).toEqual([
      ['injected-web3:polkadot-js', 'Polkadot{.js}', 'polkadot'],
      ['injected-web3:talisman', 'Talisman', 'polkadot'],
    ])
    stop()
  })

  test('behavior: an extension injected after start is found at the load event or a later look, once; stop ends the looks', () => {
    vi.useFakeTimers()
    const window = page({})
    const seen: Array<readonly Connector[]> = []
    const stop = watchPolkadotExtensions({ window, appName: () => 'x', onChange: (list) => seen.push(list) })
    expect(seen).toEqual([[]])
    window.injectedWeb3['devnet-polkadot-wallet'] = entry()
    window.dispatchEvent(new Event('load'))
    expect(seen.at(-1)?.map((c) => c.name)).toEqual(['Devnet Polkadot Wallet'])
    const first = seen.at(-1)?.[0]
    window.injectedWeb3['subwallet-js'] = entry()
    vi.advanceTimersByTime(500)
    expect(seen.at(-1)?.map((c) => c.name)).toEqual(['Devnet Polkadot Wallet', 'SubWallet'])
    // The same connector object is kept for an extension already listed; no change, no report.
    expect(seen.at(-1)?.[0]).toBe(first)
    vi.advanceTimersByTime(1_000)
    expect(seen).toHaveLength(3)
    stop()
    window.injectedWeb3.talisman = entry()
    vi.advanceTimersByTime(5_000)
    window.dispatchEvent(new Event('load'))
    expect(seen).toHaveLength(3)
  })
})
