import { nativeTokenAddress, solanaNativeMint } from '../../fixtures/swap'
import { HttpError } from '../http'
import { findEvmChain, type LocalChains, type LocalEvmChain } from '../local-chains'

export type KnownToken = { name: string; symbol: string; decimals: number; address: string; caipNetworkId: string }

/** Splits a CAIP-10 id into network and address, rejecting anything else. */
export function splitCaip10(value: string): { caipNetworkId: string; address: string } {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((p) => p === '')) throw new HttpError(400, `Invalid CAIP-10 address: ${value}`)
  return { caipNetworkId: `${parts[0]}:${parts[1]}`, address: parts[2] ?? '' }
}

export function evmChainOf(chains: LocalChains, caipNetworkId: string): LocalEvmChain {
  const chain = findEvmChain(chains, caipNetworkId)
  if (!chain) throw new HttpError(400, `Unsupported chainId: ${caipNetworkId}`)
  return chain
}

/** The tokens that exist on a local network: its native coin and, on EVM chains, DevToken. */
export function tokensOn(chains: LocalChains, caipNetworkId: string): KnownToken[] {
  if (chains.solana?.caipNetworkId === caipNetworkId)
    return [{ name: 'Solana', symbol: 'SOL', decimals: 9, address: solanaNativeMint, caipNetworkId }]
  if (!findEvmChain(chains, caipNetworkId)) return []
  const { name, symbol, decimals, address } = chains.erc20
  return [
    { name: 'Ether', symbol: 'ETH', decimals: 18, address: nativeTokenAddress, caipNetworkId },
    { name, symbol, decimals, address, caipNetworkId },
  ]
}

/** Finds the local token a CAIP-10 id names, or undefined. */
export function findToken(chains: LocalChains, caip10: string): KnownToken | undefined {
  const { caipNetworkId, address } = splitCaip10(caip10)
  return tokensOn(chains, caipNetworkId).find((t) => t.address.toLowerCase() === address.toLowerCase())
}
