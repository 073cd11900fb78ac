import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import * as chain from './chain'
import { toChainError } from './to-chain-error'
import { devnetViemChain } from '@/registry/lib/test-utils/devnet-networks'

// The mapping against the errors a real node (anvil) produces, through viem's real client path.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, only: ['evm'] })
})
afterAll(async () => {
  await devnet?.stop()
})

function clients(privateKey: `0x${string}`) {
  const local = devnet.evmChains[0]
  if (!local) throw new Error('devnet started without an EVM chain')
  const viemChain = devnetViemChain(local)
  const transport = http(local.rpcUrl)
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(privateKey), chain: viemChain, transport }),
    public: createPublicClient({ chain: viemChain, transport }),
  }
}

async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected the node to refuse')
}

describe('toChainError against anvil', () => {
  test('behavior: an empty account sending value maps to insufficient funds', async () => {
    const { wallet } = clients(generatePrivateKey())
    const error = await caught(() => wallet.sendTransaction({ to: devnet.evmAccounts[0]!.address, value: parseEther('1') }))
    expect(toChainError(error)).toBeInstanceOf(chain.InsufficientFundsError)
  })

  test('behavior: a reused nonce maps to nonce too low', async () => {
    const funded = devnet.evmAccounts[1]!
    const { wallet, public: reader } = clients(funded.privateKey)
    const hash = await wallet.sendTransaction({ to: devnet.evmAccounts[2]!.address, value: 1n })
    await reader.waitForTransactionReceipt({ hash })
    const error = await caught(() => wallet.sendTransaction({ to: devnet.evmAccounts[2]!.address, value: 1n, nonce: 0 }))
    expect(toChainError(error).code).toBe('NONCE_TOO_LOW')
  })

  test('behavior: a reverting ERC-20 transfer shows the revert reason', async () => {
    const { public: reader } = clients(devnet.evmAccounts[0]!.privateKey)
    const error = await caught(() =>
      reader.simulateContract({
        account: privateKeyToAccount(generatePrivateKey()),
        address: devnet.erc20.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [devnet.evmAccounts[0]!.address, 1n],
      }),
    )
    const mapped = toChainError(error)
    expect(mapped).toBeInstanceOf(chain.ExecutionRevertedError)
    expect(mapped.shortMessage).toBe('Execution reverted: ERC20: transfer amount exceeds balance')
  })

  test('behavior: an unknown hash maps to transaction not found', async () => {
    const { public: reader } = clients(devnet.evmAccounts[0]!.privateKey)
    const error = await caught(() => reader.getTransaction({ hash: `0x${'12'.repeat(32)}` }))
    expect(toChainError(error).code).toBe('TRANSACTION_NOT_FOUND')
    const receiptError = await caught(() => reader.getTransactionReceipt({ hash: `0x${'34'.repeat(32)}` }))
    expect(toChainError(receiptError).code).toBe('TRANSACTION_RECEIPT_NOT_FOUND')
  })
})
