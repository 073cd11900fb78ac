import { createClient, custom } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { verifyEvmSignature } from './verify-evm-signature'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const nodeAsked = () => {
  const request = vi.fn(async () => '0x')
  return { request, client: createClient({ transport: custom({ request }) }) }
}

describe('verifyEvmSignature', () => {
  test('default: an EIP-191 signature of the account verifies', async () => {
    const { client } = nodeAsked()
    const signature = await account.signMessage({ message: 'hello' })
    await expect(verifyEvmSignature({ client, address: account.address, message: 'hello', signature })).resolves.toBe(true)
  })

  test('behavior: a signature that is no SPEC §5 hex signed message (under 62 hex characters) is false without asking the node', async () => {
    const { client, request } = nodeAsked()
    for (const signature of ['0x1234', `0x${'ab'.repeat(30)}`, 'not hex']) {
      await expect(verifyEvmSignature({ client, address: account.address, message: 'hello', signature })).resolves.toBe(false)
    }
    expect(request).not.toHaveBeenCalled()
  })
})
