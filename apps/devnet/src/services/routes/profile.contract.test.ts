import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, encodeFunctionData, http, serializeErc6492Signature, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../index'
import { devSmartAccountFactoryAbi } from '../../evm/deploy-dev-smart-account'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
}, 120_000)
afterAll(() => devnet?.stop())

const coinType = () => (0x80000000 | devnet.evmChains[0]!.chainId) >>> 0
const post = (body: unknown) => fetch(`${devnet.urls.services}/v1/profile/account`, { method: 'POST', body: JSON.stringify(body) })

describe('profile registration of a smart account', () => {
  test('behavior: an undeployed smart account registers with an ERC-6492 signature; the name resolves both ways and through identity', async () => {
    const owner = privateKeyToAccount(devnet.evmAccounts[4]!.privateKey)
    const client = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
    const factory = devnet.smartAccountFactory!
    const address = (await client.readContract({
      address: factory,
      abi: devSmartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address],
    })) as Hex
    const name = `smart-${Date.now().toString(36)}.reown.id`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const raw = await owner.signMessage({ message })
    const deploy = encodeFunctionData({ abi: devSmartAccountFactoryAbi, functionName: 'deploy', args: [owner.address] })
    const signature = serializeErc6492Signature({ address: factory, data: deploy, signature: raw })

    // The owner's bare signature is not the (undeployed) account's: refused with the service's body.
    const bare = await post({ coin_type: coinType(), address, message, signature: raw })
    expect(bare.status).toBe(401)
    expect(await bare.json()).toEqual({
      status: 'FAILED',
      message: 'Invalid signature',
      reasons: [{ name: 'signature', description: 'Invalid signature' }],
    })

    const ok = await post({ coin_type: coinType(), address, message, signature })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ name, addresses: { [String(coinType())]: { address } } })
    const reverse = await fetch(`${devnet.urls.services}/v1/profile/reverse/${address}?projectId=p&apiVersion=2`)
    expect((await reverse.json()).map((p: { name: string }) => p.name)).toEqual([name])
    const identity = await fetch(`${devnet.urls.services}/v1/identity/${address}?projectId=p`)
    expect(await identity.json()).toEqual({ name, avatar: null })

    const again = await post({ coin_type: coinType(), address, message, signature })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      status: 'FAILED',
      message: 'Name is already registered',
      reasons: [{ name: 'name', description: 'Name is already registered' }],
    })
  })
})
