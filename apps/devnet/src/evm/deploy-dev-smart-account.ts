import { createPublicClient, createWalletClient, getAddress, getContractAddress, http, type Abi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifact from './dev-smart-account-artifact.json'
import type { DevAccount } from './dev-accounts'

export const devSmartAccountAbi = artifact.account.abi as Abi
export const devSmartAccountFactoryAbi = artifact.factory.abi as Abi

/**
 * Where the factory lands: the first dev account's second transaction on a fresh node (DevToken
 * is its first), so the address is the same on every local chain.
 */
export function expectedSmartAccountFactoryAddress(accounts: ReadonlyArray<DevAccount>): `0x${string}` {
  const deployer = accounts[0]
  if (!deployer) throw new Error('no dev accounts')
  return getContractAddress({ from: deployer.address, nonce: 1n })
}

/** Deploys DevSmartAccountFactory from the first dev account; call right after deployDevToken. */
export async function deploySmartAccountFactory(rpcUrl: string, accounts: ReadonlyArray<DevAccount>): Promise<`0x${string}`> {
  const deployer = accounts[0]
  if (!deployer) throw new Error('deploySmartAccountFactory needs at least one dev account')
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport })
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const hash = await wallet.deployContract({
    abi: devSmartAccountFactoryAbi,
    bytecode: artifact.factory.bytecode as `0x${string}`,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error(`DevSmartAccountFactory deployment failed on ${rpcUrl}`)
  return getAddress(receipt.contractAddress)
}
