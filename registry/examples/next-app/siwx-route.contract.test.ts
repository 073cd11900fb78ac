import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeFunctionData, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createPublicClient, http, type Hex } from 'viem'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { devSmartAccountFactoryAbi } from '../../../apps/devnet/src/evm/deploy-dev-smart-account'
import { createSiwxMessage } from '../../lib/siwx/create-siwx-message'
import type { SiwxSession } from '../../lib/siwx/types'
import { DELETE, GET, POST } from './app/api/siwx/route'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  process.env[`SIWX_RPC_URL_${devnet.evmChains[0]!.chainId}`] = devnet.evmChains[0]!.rpcUrl
}, 120_000)
afterAll(() => devnet?.stop())

const origin = 'http://app.example.test:3000'
const chainId = () => `eip155:${devnet.evmChains[0]!.chainId}` as const

async function signedSession(options: { domain?: string; smart?: boolean } = {}): Promise<SiwxSession> {
  const owner = privateKeyToAccount(devnet.evmAccounts[6]!.privateKey)
  const client = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
  const factory = devnet.smartAccountFactory!
  const address = options.smart
    ? ((await client.readContract({ address: factory, abi: devSmartAccountFactoryAbi, functionName: 'getAddress', args: [devnet.evmAccounts[8]!.address] })) as Hex)
    : owner.address
  const signer = options.smart ? privateKeyToAccount(devnet.evmAccounts[8]!.privateKey) : owner
  const { data, text } = createSiwxMessage({ accountAddress: address, chainId: chainId(), domain: options.domain ?? 'app.example.test:3000', uri: origin, expiresInMs: 3_600_000 })
  const raw = await signer.signMessage({ message: text })
  const signature = options.smart
    ? serializeErc6492Signature({ address: factory, data: encodeFunctionData({ abi: devSmartAccountFactoryAbi, functionName: 'deploy', args: [signer.address] }), signature: raw })
    : raw
  return { data, message: text, signature }
}

const post = (body: unknown) => POST(new Request(`${origin}/api/siwx`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
const get = (cookie?: string) => GET(new Request(`${origin}/api/siwx`, cookie ? { headers: { cookie } } : {}))

describe('next-app example: /api/siwx route handler', () => {
  test('default: a real session is accepted, kept in an httpOnly cookie until it expires, and read back by GET', async () => {
    const session = await signedSession()
    const response = await post(session)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: session.data.accountAddress, chainId: chainId() })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^walletkit_siwx=[A-Za-z0-9_-]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=lax/i)
    expect(setCookie).toContain(`Expires=${new Date(session.data.expirationTime!).toUTCString()}`)
    const cookie = setCookie.split(';')[0]!
    const me = await get(cookie)
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual({ address: session.data.accountAddress, chainId: chainId() })
    expect((await get()).status).toBe(401)
    expect((await DELETE()).headers.get('set-cookie')).toMatch(/^walletkit_siwx=;/)
  })

  test('behavior: a smart account not yet deployed is accepted (ERC-6492 checked on the chain)', async () => {
    const response = await post(await signedSession({ smart: true }))
    expect(response.status).toBe(200)
  })

  test('behavior: a tampered signature, an edited message, another site’s message or a malformed body is refused', async () => {
    const session = await signedSession()
    const flipped = `${session.signature.slice(0, 10)}${session.signature[10] === '0' ? '1' : '0'}${session.signature.slice(11)}`
    const refusals = [
      { ...session, signature: flipped },
      { ...session, message: session.message.replace('Chain ID: ', 'Chain ID: 1'), data: { ...session.data, chainId: `${chainId()}1` } },
      await signedSession({ domain: 'evil.example.test' }),
    ]
    for (const body of refusals) {
      const response = await post(body)
      expect(response.status).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.json()).toEqual({ error: 'Invalid sign-in session' })
    }
    expect((await post({ message: 'hi' })).status).toBe(400)
    // A cookie edited by the client (another address in the claimed fields) is not a session either.
    const forged = Buffer.from(JSON.stringify({ ...session, data: { ...session.data, accountAddress: devnet.evmAccounts[1]!.address } })).toString('base64url')
    expect((await get(`walletkit_siwx=${forged}`)).status).toBe(401)
  })
})
