/** Wallet-standard Solana chain names and their CAIP-2 references (genesis hash prefixes). */
export const solanaChainReferences = {
  'solana:mainnet': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

export type SolanaStandardChain = keyof typeof solanaChainReferences

/** The wallet-standard chain for a CAIP-2 reference; unknown references (local VMs) count as devnet. */
export function toStandardChain(reference: string | number): SolanaStandardChain {
  const match = Object.entries(solanaChainReferences).find(([, ref]) => ref === String(reference))
  return (match?.[0] as SolanaStandardChain | undefined) ?? 'solana:devnet'
}
