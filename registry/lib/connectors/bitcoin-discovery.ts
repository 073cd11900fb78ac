import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { BITCOIN_CONNECT_FEATURE, createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import type { Connector } from '@/registry/lib/connectors/connector-interface'

const isBitcoinWallet = (wallet: Wallet): boolean => BITCOIN_CONNECT_FEATURE in wallet.features

/**
 * Watches wallet-standard registrations and reports every wallet with `bitcoin:connect` as a
 * bip122 Connector, the whole list each time it changes. Returns a function that stops watching.
 *
 * @example
 * const stop = watchBitcoinWallets({ onChange: (list) => connectors.setDiscovered('bip122', list) })
 */
export function watchBitcoinWallets(parameters: {
  onChange: (connectors: readonly Connector[]) => void
  wallets?: Wallets | undefined
  /** The app's active Bitcoin network (CAIP-2 reference), for sessions restored without a connect. */
  defaultChainId?: (() => string | undefined) | undefined
}): () => void {
  const api = parameters.wallets ?? getWallets()
  const byWallet = new Map<Wallet, Connector>()
  const publish = (): void => {
    const current = api.get().filter(isBitcoinWallet)
    for (const wallet of current)
      if (!byWallet.has(wallet)) byWallet.set(wallet, createBitcoinStandardConnector(wallet, { defaultChainId: parameters.defaultChainId }))
    for (const wallet of [...byWallet.keys()]) if (!current.includes(wallet)) byWallet.delete(wallet)
    parameters.onChange([...byWallet.values()])
  }
  const offs = [api.on('register', publish), api.on('unregister', publish)]
  publish()
  return () => offs.forEach((off) => off())
}
