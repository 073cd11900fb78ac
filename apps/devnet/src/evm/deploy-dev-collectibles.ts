import { createPublicClient, createWalletClient, getAddress, http, type Abi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifact from './dev-collectibles-artifact.json'
import type { DevAccount } from './dev-accounts'

export const devCollectiblesAbi = artifact.abi as Abi

/** One ERC-721 collection devnet deploys; `spam` is what devnet's history reports in `nft_info.flags.is_spam`. */
export type DevCollection = { address: `0x${string}`; name: string; symbol: string; slug: string; spam: boolean }

type CollectionPlan = Omit<DevCollection, 'address'> & { recipients: number[]; perRecipient: bigint }

// Dev accounts 0-3 hold NFTs: the test wallet uses account 0; 5-9 stay free of them for history tests
// that count entries. The spam collection is an "airdrop" as real spam is.
export const devCollectionPlans: ReadonlyArray<CollectionPlan> = [
  { name: 'Dev Collectibles', symbol: 'DEVC', slug: 'dev-collectibles', spam: false, recipients: [0, 1, 2, 3], perRecipient: 3n },
  { name: 'Free Airdrop Claim', symbol: 'CLAIM', slug: 'free-airdrop', spam: true, recipients: [0, 1, 2, 3], perRecipient: 1n },
]

/** Where token metadata lives: `tokenURI(id)` is this path plus the id, relative to devnet's services. */
export function collectionBasePath(slug: string): string {
  return `/nft/${slug}/`
}

/**
 * Deploys the two DevCollectibles collections from the first dev account and mints to the dev
 * accounts (one transaction per collection). Run after DevToken and the smart-account factory,
 * so the addresses stay the same on every local chain.
 */
export async function deployDevCollectibles(rpcUrl: string, accounts: ReadonlyArray<DevAccount>): Promise<DevCollection[]> {
  const deployer = accounts[0]
  if (!deployer) throw new Error('deployDevCollectibles needs at least one dev account')
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport })
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const collections: DevCollection[] = []
  for (const plan of devCollectionPlans) {
    const hash = await wallet.deployContract({
      abi: devCollectiblesAbi,
      bytecode: artifact.bytecode as `0x${string}`,
      args: [plan.name, plan.symbol, collectionBasePath(plan.slug)],
      chain: null,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress || receipt.status !== 'success')
      throw new Error(`DevCollectibles (${plan.slug}) deployment failed on ${rpcUrl}`)
    const address = getAddress(receipt.contractAddress)
    const recipients = plan.recipients.flatMap((i) => (accounts[i] ? [accounts[i].address] : []))
    const mint = await wallet.writeContract({
      address,
      abi: devCollectiblesAbi,
      functionName: 'mintBatch',
      args: [recipients, plan.perRecipient],
      chain: null,
    })
    const minted = await client.waitForTransactionReceipt({ hash: mint })
    if (minted.status !== 'success') throw new Error(`DevCollectibles (${plan.slug}) mint failed on ${rpcUrl}`)
    collections.push({ address, name: plan.name, symbol: plan.symbol, slug: plan.slug, spam: plan.spam })
  }
  return collections
}
