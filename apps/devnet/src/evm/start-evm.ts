import { getContractAddress } from 'viem'
import { startAnvil, type Anvil } from './anvil'
import type { DevAccount } from './dev-accounts'
import { deployDevToken, devTokenInfo, type DevToken } from './deploy-dev-token'
import { deploySmartAccountFactory, expectedSmartAccountFactoryAddress } from './deploy-dev-smart-account'
import { deployDevMarket } from './deploy-dev-market'
import { deployDevCollectibles, type DevCollection } from './deploy-dev-collectibles'

export type EvmNodes = {
  anvils: Anvil[]
  chains: Array<{ chainId: number; rpcUrl: string; name: string }>
  erc20: DevToken
  smartAccountFactory: `0x${string}`
  collectibles: DevCollection[]
  stop(): Promise<void>
}

export const evmChainNames: Readonly<Record<number, string>> = { 31337: 'Devnet 31337', 31338: 'Devnet 31338' }

/** Where DevToken lands: the deployer's first transaction on a fresh node. */
export function expectedDevTokenAddress(accounts: ReadonlyArray<DevAccount>): `0x${string}` {
  const deployer = accounts[0]
  if (!deployer) throw new Error('no dev accounts')
  return getContractAddress({ from: deployer.address, nonce: 0n })
}

/** Starts anvil 31337 on `port` and anvil 31338 on `port + 1` (both free ports when 0), then deploys DevToken and the smart-account factory on each. */
export async function startEvm(port: number, accounts: ReadonlyArray<DevAccount>): Promise<EvmNodes> {
  const results = await Promise.allSettled([
    startAnvil({ port, chainId: 31337 }),
    startAnvil({ port: port === 0 ? 0 : port + 1, chainId: 31338 }),
  ])
  const anvils = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const stop = async () => {
    await Promise.all(anvils.map((a) => a.stop()))
  }
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  try {
    // Token then factory, in that order per chain: the fixed nonces keep both addresses deterministic.
    const deployed = await Promise.all(
      anvils.map(async (a) => ({
        token: await deployDevToken(a.rpcUrl, accounts),
        factory: await deploySmartAccountFactory(a.rpcUrl, accounts),
        collectibles: await deployDevCollectibles(a.rpcUrl, accounts),
      })),
    )
    const tokens = deployed.map((d) => d.token)
    const smartAccountFactory = expectedSmartAccountFactoryAddress(accounts)
    if (deployed.some((d) => d.factory !== smartAccountFactory)) throw new Error('DevSmartAccountFactory landed at an unexpected address')
    const erc20 = tokens[0] ?? { address: expectedDevTokenAddress(accounts), ...devTokenInfo }
    if (tokens.some((t) => t.address !== erc20.address)) throw new Error('DevToken landed at different addresses on the local chains')
    await Promise.all(anvils.map((a) => deployDevMarket(a.rpcUrl, erc20)))
    const chains = anvils.map((a) => ({ chainId: a.chainId, rpcUrl: a.rpcUrl, name: evmChainNames[a.chainId] ?? `Devnet ${a.chainId}` }))
    const collectibles = deployed[0]?.collectibles ?? []
    return { anvils, chains, erc20, smartAccountFactory, collectibles, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
