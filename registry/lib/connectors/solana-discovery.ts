import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createSolanaStandardConnector } from '@/registry/lib/connectors/solana-standard'
import type { Connector } from '@/registry/lib/connectors/connector-interface'

// Wallet-standard chain names ('solana:mainnet', 'solana:devnet') are not the kit's genesis-hash CAIP-2 ids: only the prefix says Solana.
const isSolanaWallet = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features

/**
 * Watches wallet-standard registrations and reports every Solana wallet as a Connector, the
 * whole list each time it changes. `defaultChainId` (the app's active Solana network's CAIP-2
 * reference) is each connector's chain until a connect names one. Returns a function that
 * stops watching.
 *
 * @example
 * const stop = watchSolanaWallets({ onChange: (list) => connectors.setDiscovered('solana', list) })
 */
export function watchSolanaWallets(parameters: {
  onChange: (connectors: readonly Connector[]) => void
  wallets?: Wallets | undefined
  defaultChainId?: (() => string | undefined) | undefined
}): () => void {
  const api = parameters.wallets ?? getWallets()
  const byWallet = new Map<Wallet, Connector>()
  const publish = (): void => {
    const current = api.get().filter(isSolanaWallet)
    for (const wallet of current)
      if (!byWallet.has(wallet)) byWallet.set(wallet, createSolanaStandardConnector(wallet, { defaultChainId: parameters.defaultChainId }))
    for (const wallet of [...byWallet.keys()]) if (!current.includes(wallet)) byWallet.delete(wallet)
    parameters.onChange([...byWallet.values()])
  }
  const offs = [api.on('register', publish), api.on('unregister', publish)]
  publish()
  return () => offs.forEach((off) => off())
}
