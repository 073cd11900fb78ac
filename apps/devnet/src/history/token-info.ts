import { erc20Abi, type PublicClient } from 'viem'
import type { DevCollection } from '../evm/deploy-dev-collectibles'
import type { DevToken } from '../evm/deploy-dev-token'

/** What history needs to describe a token contract. `slug` marks devnet's own collections (metadata served locally). */
export type TokenInfo = {
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
  spam: boolean
  slug?: string | undefined
}

const erc165Abi = [
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'view',
    inputs: [{ name: 'id', type: 'bytes4' }],
    outputs: [{ type: 'bool' }],
  },
] as const
const erc721InterfaceId = '0x80ac58cd'

export type TokenInfos = {
  /** The contract's description, read from the chain once and cached. */
  resolve(contract: string): Promise<TokenInfo>
  /** The cached description, if `resolve` ran for it. */
  peek(contract: string): TokenInfo | undefined
}

/**
 * Token descriptions for one chain: devnet's own DevToken and collections are known up front
 * (with the spam flag devnet assigns, as a real API's spam list would); any other contract is
 * asked for ERC-165/ERC-721 support, name, symbol and decimals.
 */
export function createTokenInfos(client: PublicClient, known: { erc20: DevToken; collectibles: ReadonlyArray<DevCollection> }): TokenInfos {
  const cache = new Map<string, Promise<TokenInfo>>()
  const settled = new Map<string, TokenInfo>()
  settled.set(known.erc20.address.toLowerCase(), {
    kind: 'erc20',
    name: known.erc20.name,
    symbol: known.erc20.symbol,
    decimals: known.erc20.decimals,
    spam: false,
  })
  for (const c of known.collectibles)
    settled.set(c.address.toLowerCase(), { kind: 'erc721', name: c.name, symbol: c.symbol, decimals: 0, spam: c.spam, slug: c.slug })

  async function read(contract: `0x${string}`): Promise<TokenInfo> {
    const call = <T>(run: () => Promise<T>, fallback: T) => run().catch(() => fallback)
    const isNft = await call(
      () => client.readContract({ address: contract, abi: erc165Abi, functionName: 'supportsInterface', args: [erc721InterfaceId] }),
      false,
    )
    const [name, symbol, decimals] = await Promise.all([
      call(() => client.readContract({ address: contract, abi: erc20Abi, functionName: 'name' }), 'Unknown token'),
      call(() => client.readContract({ address: contract, abi: erc20Abi, functionName: 'symbol' }), '?'),
      isNft ? Promise.resolve(0) : call(() => client.readContract({ address: contract, abi: erc20Abi, functionName: 'decimals' }), 18),
    ])
    return { kind: isNft ? 'erc721' : 'erc20', name, symbol, decimals, spam: false }
  }

  return {
    peek: (contract) => settled.get(contract.toLowerCase()),
    resolve(contract) {
      const key = contract.toLowerCase()
      const known = settled.get(key)
      if (known) return Promise.resolve(known)
      let pending = cache.get(key)
      if (!pending) {
        pending = read(key as `0x${string}`).then((info) => (settled.set(key, info), info))
        cache.set(key, pending)
      }
      return pending
    },
  }
}
