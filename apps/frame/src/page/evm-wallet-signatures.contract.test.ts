import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, http, parseErc6492Signature, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../../devnet/src/index'
import { handleEvmRpc, smartAccountAddress, type SmartAccount } from './evm-wallet'

// What an app's own code checks (SIWX, permits, off-chain orders): viem's verifiers against the
// address the app sees, on the devnet node, for the embedded wallet's smart account.

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm'] })
}, 120_000)
afterAll(() => devnet?.stop())

const chain = () => ({ ...devnet.evmChains[0]!, name: 'Devnet' })
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })

const typedData = (chainId: number, verifyingContract: Hex) => ({
  domain: { name: 'Orders', version: '1', chainId, verifyingContract },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Order',
  message: { maker: verifyingContract, amount: '1000' },
})

async function smartOf(index: number) {
  const owner = privateKeyToAccount(devnet.evmAccounts[index]!.privateKey)
  const factory = devnet.smartAccountFactory!
  const smart: SmartAccount = { address: await smartAccountAddress(chain().rpcUrl, factory, owner.address), factory }
  return { owner, smart }
}

async function signTyped(index: number) {
  const { owner, smart } = await smartOf(index)
  const typed = typedData(chain().chainId, smart.address)
  const signature = (await handleEvmRpc(owner, chain(), 'eth_signTypedData_v4', [smart.address, JSON.stringify(typed)], smart)) as Hex
  const { EIP712Domain: _, ...types } = typed.types
  const verified = await client().verifyTypedData({
    address: smart.address,
    domain: typed.domain,
    types,
    primaryType: 'Order',
    message: { maker: smart.address, amount: 1000n },
    signature,
  })
  return { signature, verified, owner, smart }
}

const isDeployed = async (address: Hex) => ((await client().getCode({ address })) ?? '0x') !== '0x'

describe('frame signatures for the smart account (ERC-1271 / ERC-6492)', () => {
  test('behavior: typed data signed by a smart account not deployed yet verifies (ERC-6492), and the account stays undeployed', async () => {
    const { signature, verified, smart } = await signTyped(3)
    expect(await isDeployed(smart.address)).toBe(false)
    expect(verified).toBe(true)
    expect(parseErc6492Signature(signature).address?.toLowerCase()).toBe(smart.factory.toLowerCase())
    expect(await isDeployed(smart.address)).toBe(false)
  })

  test('behavior: once the account is deployed, typed data is signed in the plain ERC-1271 form and verifies', async () => {
    const { owner, smart } = await smartOf(4)
    // Any call from the smart account deploys it first (the frame's own path).
    const hash = (await handleEvmRpc(
      owner,
      chain(),
      'eth_sendTransaction',
      [{ from: smart.address, to: owner.address, value: '0x0' }],
      smart,
    )) as Hex
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await isDeployed(smart.address)).toBe(true)

    const { signature, verified } = await signTyped(4)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(verified).toBe(true)
  })

  test('behavior: personal_sign from a smart account verifies before and after deployment', async () => {
    const { owner, smart } = await smartOf(5)
    const sign = () => handleEvmRpc(owner, chain(), 'personal_sign', ['hello', smart.address], smart) as Promise<Hex>
    expect(await client().verifyMessage({ address: smart.address, message: 'hello', signature: await sign() })).toBe(true)
    const hash = (await handleEvmRpc(
      owner,
      chain(),
      'eth_sendTransaction',
      [{ from: smart.address, to: owner.address, value: '0x0' }],
      smart,
    )) as Hex
    await client().waitForTransactionReceipt({ hash })
    expect(await client().verifyMessage({ address: smart.address, message: 'hello', signature: await sign() })).toBe(true)
  })

  test('behavior: eth_sign is not a method the frame signs (refused, so it has no unwrapped form)', async () => {
    const { owner, smart } = await smartOf(6)
    await expect(handleEvmRpc(owner, chain(), 'eth_sign', [smart.address, '0x1234'], smart)).rejects.toThrow()
  })
})
