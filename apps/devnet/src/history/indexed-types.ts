/** A token movement read from a Transfer log: ERC-20 (amount) or ERC-721 (token id). */
export type IndexedMove =
  | { kind: 'erc20'; contract: string; from: string; to: string; value: bigint }
  | { kind: 'erc721'; contract: string; from: string; to: string; tokenId: bigint }

/** One transaction as the indexer keeps it: raw facts, turned into the API shape per request. Addresses lower case. */
export type IndexedTransaction = {
  hash: `0x${string}`
  blockNumber: bigint
  index: number
  /** Unix seconds of the block; for a pending transaction, when the indexer first saw it. */
  timestamp: number
  from: string
  /** '' for a contract creation. */
  to: string
  createdContract: string | null
  value: bigint
  nonce: number
  status: 'confirmed' | 'failed' | 'pending'
  moves: IndexedMove[]
}
