import {
  createWalletClient,
  custom,
  type Account,
  type Address,
  type Chain,
  type CustomTransport,
  type EIP1193Provider,
  type WalletClient,
} from 'viem'
import type { Network } from '@/registry/lib/chains/chain-types'
import { toViemChain } from '@/registry/lib/evm/create-evm-client'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { evmChainIdOf, selectConnectedEvmAddress } from '@/registry/lib/state/connection/selectors'
import { findNetwork } from '@/registry/lib/state/networks/find-network'
import { getEip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'

export type KitWalletClient = WalletClient<CustomTransport, Chain, Account>

/**
 * A viem `WalletClient` over the kit's EIP-1193 provider (whatever wallet is connected: injected,
 * WalletConnect or the embedded one), bound to `address` on `network`.
 *
 * @example
 * const client = createKitWalletClient(kit, '0xabc…', network)
 */
export function createKitWalletClient(kit: WalletKit, address: string, network: Network): KitWalletClient {
  const provider = getEip1193Provider(kit) as EIP1193Provider
  return createWalletClient({ account: address as Address, chain: toViemChain(network), transport: custom(provider) })
}

/** The connected EVM account and the kit's network it is on; undefined while there is none (or the chain is not the kit's). */
export function connectedEvmTarget(kit: WalletKit): { address: string; network: Network } | undefined {
  const connection = kit.connection.store.getState()
  const address = selectConnectedEvmAddress(connection)
  const network = findNetwork(kit.networks.store.getState().networks, 'eip155', evmChainIdOf(connection.accounts.eip155))
  return address && network ? { address, network } : undefined
}

/**
 * A viem `WalletClient` for the connected EVM account, now: what `useWalletClient` gives a React
 * tree, for code outside one. Undefined while no EVM wallet is connected on a network of the kit.
 *
 * @example
 * const hash = await getWalletClient(kit)?.sendTransaction({ to, value: parseEther('0.01') })
 */
export function getWalletClient(kit: WalletKit): KitWalletClient | undefined {
  const target = connectedEvmTarget(kit)
  return target ? createKitWalletClient(kit, target.address, target.network) : undefined
}
