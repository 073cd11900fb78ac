import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  isErc6492Signature,
  parseErc6492Signature,
  serializeErc6492Signature,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { devSmartAccountFactoryAbi } from '../../../apps/devnet/src/evm/deploy-dev-smart-account'
import { createBlockchainApiClient } from '../api/blockchain/create-blockchain-api-client'
import { HttpStatusError } from '../errors/api'
import { SiwxSessionInvalidError } from '../errors/siwx-errors'
import { defineLocalEvmNetwork } from '../chains/define-local-evm-network'
import { createSafeStorage } from '../storage/safe-storage'
import { createApiSiwx } from './create-api-siwx'
import { createBrowserSiwx } from './create-browser-siwx'
import { createSiwxMessage } from './create-siwx-message'
import type { SiwxSession } from './siwx-types'
import { verifySiwxSession } from './verify-siwx-session'
import { createWalletKit } from '../state/start/create-wallet-kit'
import { createMemoryStorage } from '../state/start/persistence'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const chain = () => devnet.evmChains[0]!
const chainId = () => `eip155:${chain().chainId}` as const
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
const owner = (index: number) => privateKeyToAccount(devnet.evmAccounts[index]!.privateKey)
const factory = () => devnet.smartAccountFactory!

function memoryStorage() {
  const data = new Map<string, string>()
  return createSafeStorage(() => ({
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }))
}

async function smartAccountOf(index: number): Promise<Hex> {
  return client().readContract({
    address: factory(),
    abi: devSmartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner(index).address],
  }) as Promise<Hex>
}

/** The owner signs; before deployment the signature is ERC-6492-wrapped with the factory call, as the frame does. */
async function signAs(index: number, kind: 'eoa' | 'deployed' | 'undeployed', now = Date.now()): Promise<SiwxSession> {
  const signer = owner(index)
  const address = kind === 'eoa' ? signer.address : await smartAccountOf(index)
  const { data, text } = createSiwxMessage({
    accountAddress: address,
    chainId: chainId(),
    domain: 'app.test',
    uri: 'http://app.test',
    expiresInMs: 60_000,
    now,
  })
  const raw = await signer.signMessage({ message: text })
  const signature =
    kind === 'undeployed'
      ? serializeErc6492Signature({
          address: factory(),
          data: encodeFunctionData({ abi: devSmartAccountFactoryAbi, functionName: 'deploy', args: [signer.address] }),
          signature: raw,
        })
      : raw
  return { data, message: text, signature }
}

async function deploySmartAccount(index: number): Promise<void> {
  const wallet = createWalletClient({ account: owner(index), transport: http(chain().rpcUrl) })
  const hash = await wallet.writeContract({
    address: factory(),
    abi: devSmartAccountFactoryAbi,
    functionName: 'deploy',
    args: [owner(index).address],
    chain: null,
  })
  await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const getEvmClient = () => client()
// Flips the lowest bit of the byte before the last (s's last byte for an EOA signature), so the
// signature always changes. It used to write 00 there unless the last byte was 00: when s already
// ended in 00 (1 signature in 256) the "tampered" one was the same, and the service accepted it
// (ci on 620fc91).
const flipBit = (signature: Hex): Hex => {
  const at = signature.length - 4
  const flipped = (Number.parseInt(signature.slice(at, at + 2), 16) ^ 1).toString(16).padStart(2, '0')
  return `${signature.slice(0, at)}${flipped}${signature.slice(at + 2)}` as Hex
}
// An ERC-6492 signature ends in its magic suffix: the bit flips in the wrapped signature, so the
// refusal is the account's verdict on a wrong signature, not a wrapper no longer recognised.
const tamper = (session: SiwxSession): SiwxSession => {
  const signature = session.signature as Hex
  if (!isErc6492Signature(signature)) return { ...session, signature: flipBit(signature) }
  const { address, data, signature: inner } = parseErc6492Signature(signature)
  if (!address || !data) throw new Error('an ERC-6492 signature without its factory')
  return { ...session, signature: serializeErc6492Signature({ address, data, signature: flipBit(inner) }) }
}

describe('verifySiwxSession on anvil', () => {
  test('default: an EOA session verifies (EIP-191); a tampered signature or text is refused', async () => {
    const session = await signAs(5, 'eoa')
    await expect(verifySiwxSession(session, { getEvmClient, domain: 'app.test' })).resolves.toBeUndefined()
    await expect(verifySiwxSession(tamper(session), { getEvmClient })).rejects.toBeInstanceOf(SiwxSessionInvalidError)
    const edited = session.message.replace('Version: 1', 'Version: 1').replace('app.test wants', 'evil.test wants')
    await expect(verifySiwxSession({ ...session, message: edited }, { getEvmClient })).rejects.toThrow(/do not match/)
    await expect(verifySiwxSession(session, { getEvmClient, domain: 'other.test' })).rejects.toThrow(/not other.test/)
  })

  test('behavior: a deployed smart account session verifies through ERC-1271', async () => {
    await deploySmartAccount(6)
    const address = await smartAccountOf(6)
    expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
    const session = await signAs(6, 'deployed')
    await expect(verifySiwxSession(session, { getEvmClient })).resolves.toBeUndefined()
    // Another key's signature is not the account's.
    const foreign = await owner(7).signMessage({ message: session.message })
    await expect(verifySiwxSession({ ...session, signature: foreign }, { getEvmClient })).rejects.toBeInstanceOf(SiwxSessionInvalidError)
  })

  test('behavior: a smart account not deployed yet verifies through ERC-6492, and stays undeployed', async () => {
    const address = await smartAccountOf(8)
    expect(await client().getCode({ address })).toBeUndefined()
    const session = await signAs(8, 'undeployed')
    expect(session.signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    await expect(verifySiwxSession(session, { getEvmClient })).resolves.toBeUndefined()
    const tampered = tamper(session)
    expect(isErc6492Signature(tampered.signature as Hex)).toBe(true)
    expect(tampered.signature).not.toBe(session.signature)
    await expect(verifySiwxSession(tampered, { getEvmClient })).rejects.toBeInstanceOf(SiwxSessionInvalidError)
    expect(await client().getCode({ address })).toBeUndefined()
  })

  test('behavior: a Solana session verifies with ed25519; another key or text is refused', async () => {
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const { data, text } = createSiwxMessage({
      accountAddress: address,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      domain: 'app.test',
      uri: 'http://app.test',
    })
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))
    await expect(verifySiwxSession({ data, message: text, signature })).resolves.toBeUndefined()
    const other = base58.encode(ed25519.sign(new TextEncoder().encode(text), ed25519.utils.randomPrivateKey()))
    await expect(verifySiwxSession({ data, message: text, signature: other })).rejects.toBeInstanceOf(SiwxSessionInvalidError)
  })

  test('behavior: an expired or not-yet-valid session is refused', async () => {
    const session = await signAs(5, 'eoa', Date.now() - 120_000)
    await expect(verifySiwxSession(session, { getEvmClient })).rejects.toThrow(/expired/)
  })
})

describe('createBrowserSiwx', () => {
  test('default: keeps verified sessions per account and network, drops them at their expiration time', async () => {
    let now = Date.now()
    const network = defineLocalEvmNetwork({ id: chain().chainId, name: chain().name, rpcUrl: chain().rpcUrl })
    const siwx = createBrowserSiwx({
      networks: [network],
      storage: memoryStorage(),
      domain: 'app.test',
      uri: 'http://app.test',
      expiresInMs: 60_000,
      required: true,
      now: () => now,
    })
    expect(siwx.getRequired?.()).toBe(true)
    const signer = owner(5)
    const message = await siwx.createMessage({ accountAddress: signer.address, chainId: chainId() })
    expect(message.data).toMatchObject({ domain: 'app.test', uri: 'http://app.test', version: '1', chainId: chainId() })
    const session = { data: message.data, message: message.text, signature: await signer.signMessage({ message: message.text }) }
    await expect(siwx.addSession(tamper(session))).rejects.toBeInstanceOf(SiwxSessionInvalidError)
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId(), signer.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:1', signer.address)).toEqual([])
    now += 60_000
    expect(await siwx.getSessions(chainId(), signer.address)).toEqual([])
  })

  test('behavior: smart-account sessions (ERC-6492) are accepted; revoke and setSessions clear them', async () => {
    const network = defineLocalEvmNetwork({ id: chain().chainId, name: chain().name, rpcUrl: chain().rpcUrl })
    const siwx = createBrowserSiwx({ networks: [network], storage: memoryStorage() })
    const session = await signAs(9, 'undeployed')
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toHaveLength(1)
    await siwx.revokeSession(chainId(), session.data.accountAddress)
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toEqual([])
    await siwx.setSessions([session])
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toHaveLength(1)
    await siwx.setSessions([])
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toEqual([])
  })
})

describe('createApiSiwx against devnet', () => {
  const api = () => createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'siwx-test' })

  test('default: the service verifies (EOA and ERC-6492) and stores sessions; revoke removes them', async () => {
    const siwx = createApiSiwx({ api: api(), required: false })
    expect(siwx.getRequired?.()).toBe(false)
    const eoa = await signAs(1, 'eoa')
    await siwx.addSession(eoa)
    expect(await siwx.getSessions(chainId(), eoa.data.accountAddress)).toEqual([eoa])
    const smart = await signAs(2, 'undeployed')
    await siwx.addSession(smart)
    expect(await siwx.getSessions(chainId(), smart.data.accountAddress)).toEqual([smart])
    await siwx.revokeSession(chainId(), eoa.data.accountAddress)
    expect(await siwx.getSessions(chainId(), eoa.data.accountAddress)).toEqual([])
    await siwx.setSessions([])
    expect(await siwx.getSessions(chainId(), smart.data.accountAddress)).toEqual([])
  })

  test('behavior: a Solana session is verified by the service with ed25519 and listed under its CAIP-10 id', async () => {
    const siwx = createApiSiwx({ api: api() })
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
    const { data, text } = createSiwxMessage({
      accountAddress: address,
      chainId,
      domain: 'app.test',
      uri: 'http://app.test',
      expiresInMs: 60_000,
    })
    const session = { data, message: text, signature: base58.encode(ed25519.sign(new TextEncoder().encode(text), secret)) }
    const forged = { ...session, signature: base58.encode(ed25519.sign(new TextEncoder().encode(text), ed25519.utils.randomPrivateKey())) }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ status: 401 })
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId, address)).toEqual([session])
  })

  test('behavior: a tampered signature is refused with the service error body; a revoke without the signature is refused', async () => {
    const siwx = createApiSiwx({ api: api() })
    const session = await signAs(3, 'eoa')
    const refused = await siwx.addSession(tamper(session)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpStatusError)
    expect((refused as HttpStatusError).status).toBe(401)
    expect(JSON.parse((refused as HttpStatusError).body ?? '')).toEqual({
      status: 'FAILED',
      message: 'Invalid signature',
      reasons: [{ name: 'signature', description: 'Invalid signature' }],
    })
    await siwx.addSession(session)
    const id = `${chainId()}:${session.data.accountAddress}`
    const revoke = await fetch(`${devnet.urls.services}/v1/sessions/${id}/revoke?projectId=p`, {
      method: 'POST',
      body: JSON.stringify({ pci: session.data.nonce, signature: '0x00' }),
    })
    expect(revoke.status).toBe(401)
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toHaveLength(1)
  })
})

describe('createBrowserSiwx inside a kit', () => {
  test("behavior: smart-account signatures are checked through the kit's blockchain API node RPC (chainId and projectId), not the network's own RPC", async () => {
    // The network's own RPC is unreachable: only the blockchain API's /v1/?chainId=…&projectId=… can answer.
    const network = defineLocalEvmNetwork({ id: chain().chainId, name: chain().name, rpcUrl: 'http://127.0.0.1:9' })
    const session = await signAs(4, 'undeployed')
    const alone = createBrowserSiwx({ networks: [network], storage: memoryStorage() })
    await expect(alone.addSession(session)).rejects.toThrow()

    const siwx = createBrowserSiwx({ networks: [network], storage: memoryStorage() })
    createWalletKit({ projectId: 'p', networks: [network], blockchainApiUrl: devnet.urls.services, siwx, storage: createMemoryStorage() })
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toEqual([session])
  })

  test("parameters: blockchainApi given to createBrowserSiwx wins over the kit's", async () => {
    const network = defineLocalEvmNetwork({ id: chain().chainId, name: chain().name, rpcUrl: 'http://127.0.0.1:9' })
    const siwx = createBrowserSiwx({
      networks: [network],
      storage: memoryStorage(),
      blockchainApi: { baseUrl: devnet.urls.services, projectId: 'mine' },
    })
    createWalletKit({ projectId: 'p', networks: [network], blockchainApiUrl: 'http://127.0.0.1:9', siwx, storage: createMemoryStorage() })
    const session = await signAs(4, 'undeployed')
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId(), session.data.accountAddress)).toEqual([session])
  })
})
