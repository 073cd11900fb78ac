import { createWalletClient, createPublicClient, getAddress, http, type Abi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifact from './dev-token-artifact.json'
import type { DevAccount } from './dev-accounts'

export const devTokenAbi = artifact.abi as Abi

export type DevToken = { address: `0x${string}`; symbol: string; decimals: number; name: string }

export const devTokenInfo = { name: 'Dev USD', symbol: 'DUSD', decimals: 6 } as const

/** Each dev account starts with one million DUSD. */
export const devTokenGrant = 1_000_000n * 10n ** BigInt(devTokenInfo.decimals)

/**
 * Deploys DevToken from the first dev account, minting to every dev account in the constructor.
 * As the first transaction of a fresh node, the address is the same on every chain.
 */
export async function deployDevToken(rpcUrl: string, accounts: ReadonlyArray<DevAccount>): Promise<DevToken> {
  const deployer = accounts[0]
  if (!deployer) throw new Error('deployDevToken needs at least one dev account')
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport })
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const chainId = await client.getChainId()
  const hash = await wallet.deployContract({
    abi: devTokenAbi,
    bytecode: artifact.bytecode as `0x${string}`,
    args: [devTokenInfo.name, devTokenInfo.symbol, devTokenInfo.decimals, accounts.map((a) => a.address), devTokenGrant],
    chain: {
      id: chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error(`DevToken deployment failed on ${rpcUrl}`)
  return { address: getAddress(receipt.contractAddress), ...devTokenInfo }
}
