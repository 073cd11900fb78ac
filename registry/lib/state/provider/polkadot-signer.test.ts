import type { Signer } from '@polkadot/api/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { createPolkadotWallet } from '../../../../apps/polkadot-wallet/src/extension'
import { examplePayload, verifyPayloadSignature } from '../../../../apps/polkadot-wallet/src/payload-check'
import { polkadotDevAccount } from '../../../../apps/devnet/src/services/polkadot-ledger'
import { polkadot, westend } from '@/registry/lib/chains/polkadot-networks'
import { createPolkadotExtensionConnector, type PolkadotInjectedWindow } from '@/registry/lib/connectors/polkadot-extension'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { toSessionRequest } from '@/registry/lib/connectors/walletconnect/namespace-requests'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { fakeConnector } from '@/registry/lib/state/test/fake-connector'
import { Eip1193RpcError } from '@/registry/lib/state/provider/provider-rpc-error'
import { getPolkadotSigner, type PolkadotSignerPayload } from '@/registry/lib/state/provider/polkadot-signer'

// The Devnet Polkadot Wallet (//Alice, sr25519 through @polkadot/keyring) as an injected
// extension; signatures verified with @polkadot/util-crypto. Scripted connectors only for routing.
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
// Alice in Polkadot's SS58 format (0), as the kit reports her there; Bob is another account.
const aliceOnPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const SIGNATURE = `0x${'11'.repeat(64)}` as const

beforeAll(() => cryptoWaitReady())

const newKit = () => createWalletKit({ projectId: 'p', networks: [polkadot, westend], storage: createMemoryStorage(), platform })

async function connected(options: { withoutSignPayload?: boolean } = {}) {
  const kit = newKit()
  const wallet = createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' })
  // An extension that signs raw bytes only: the same wallet with signPayload taken away.
  const enable = options.withoutSignPayload
    ? async (origin: string) => ({ ...(await wallet.enable(origin)), signer: { signRaw: (await wallet.enable(origin)).signer.signRaw } })
    : wallet.enable
  const page: PolkadotInjectedWindow = { injectedWeb3: { 'devnet-polkadot-wallet': { enable, version: '0.1.0' } } }
  const connector = createPolkadotExtensionConnector({ source: 'devnet-polkadot-wallet', appName: () => 'walletkit test', window: page })
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
  return { kit, controls: wallet.controls, signer: getPolkadotSigner(kit) }
}

const payload = (address: string): PolkadotSignerPayload => ({
  address,
  blockHash: `0x${'aa'.repeat(32)}`,
  blockNumber: '0x00000010',
  era: '0x0500',
  genesisHash: `0x${'91b171bb158e2d3848fa23a9f1c25182'.repeat(2)}`,
  method: '0x0500',
  nonce: '0x00000000',
  specVersion: '0x00000001',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x00000001',
  signedExtensions: ['CheckNonce'],
  version: 4,
})

describe('getPolkadotSigner: a @polkadot/api Signer over the connected Polkadot account', () => {
  test('default: it is a @polkadot/api Signer (types), one per kit; every call while disconnected is 4900', async () => {
    const kit = newKit()
    const signer = getPolkadotSigner(kit)
    const asApiSigner: Signer = signer
    expect(asApiSigner).toBe(getPolkadotSigner(kit))
    expect(signer.address).toBeUndefined()
    await expect(signer.signRaw({ address: bob, data: '0x00', type: 'bytes' })).rejects.toMatchObject({ code: 4900 })
    await expect(signer.signPayload(payload(bob))).rejects.toBeInstanceOf(Eip1193RpcError)
  })

  test('behavior: signRaw is signed by the extension (sr25519 over the <Bytes>-wrapped data), verified with util-crypto; any SS58 format of the account works', async () => {
    const { signer, controls } = await connected()
    expect(signer.address).toBe(aliceOnPolkadot)
    const data = u8aToHex(new TextEncoder().encode('walletkit: signRaw'))
    const { id, signature } = await signer.signRaw({ address: polkadotDevAccount.address, data, type: 'bytes' })
    expect(id).toBe(1)
    expect(signatureVerify(u8aWrapBytes(data), signature, polkadotDevAccount.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(u8aWrapBytes(`${data}00`), signature, polkadotDevAccount.address).isValid).toBe(false)
    expect(controls.signRequests).toEqual([{ address: polkadotDevAccount.address, data, type: 'bytes' }])
    expect((await signer.signRaw({ address: aliceOnPolkadot, data, type: 'bytes' })).id).toBe(2)
  })

  test('behavior: declined in the extension, the app gets 4001 (an Eip1193RpcError isUserRejection reads); another account is 4100 and never reaches the wallet', async () => {
    const { signer, controls } = await connected()
    controls.rejectNextRequest()
    const error = await signer.signRaw({ address: aliceOnPolkadot, data: '0x01', type: 'bytes' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Eip1193RpcError)
    expect(error).toMatchObject({ code: 4001 })
    expect(isUserRejection(error)).toBe(true)
    const asked = controls.signRequests.length
    await expect(signer.signRaw({ address: bob, data: '0x01', type: 'bytes' })).rejects.toMatchObject({ code: 4100 })
    await expect(signer.signPayload(payload(bob))).rejects.toMatchObject({ code: 4100 })
    expect(controls.signRequests).toHaveLength(asked)
  })

  test('behavior: signPayload hands the extension the payload as @polkadot/api gave it (the account in its SS58 format); the signature verifies over its SCALE encoding', async () => {
    const { signer, controls } = await connected()
    const genesis = `0x${'91b171bb158e2d3848fa23a9f1c25182'.repeat(2)}` as const
    const extrinsic = examplePayload(aliceOnPolkadot, genesis, 7)
    const { id, signature } = await signer.signPayload(extrinsic)
    expect(id).toBe(1)
    expect(controls.signRequests).toEqual([extrinsic])
    expect(verifyPayloadSignature(extrinsic, signature, polkadotDevAccount.address)).toBe(true)
    expect(verifyPayloadSignature(examplePayload(aliceOnPolkadot, genesis, 8), signature, polkadotDevAccount.address)).toBe(false)
  })

  test('behavior: signPayload on an extension without it is 4200 (unsupported)', async () => {
    const { signer } = await connected({ withoutSignPayload: true })
    await expect(signer.signPayload(payload(aliceOnPolkadot))).rejects.toMatchObject({ code: 4200 })
  })

  test('behavior: each call reaches the Polkadot wallet connected now, with the payload as given; an id is numbered when the wallet gives none', async () => {
    const kit = newKit()
    const signer = getPolkadotSigner(kit)
    const calls: RequestArguments[] = []
    const connector = fakeConnector({
      id: 'scripted',
      chain: 'polkadot',
      accounts: [aliceOnPolkadot],
      chainId: String(polkadot.id),
      request: async (args) => (calls.push(args), { signature: SIGNATURE }),
    })
    kit.connectors.register(connector)
    await kit.connection.connect(connector)
    expect(await signer.signPayload(payload(polkadotDevAccount.address))).toEqual({ id: 1, signature: SIGNATURE })
    expect(await signer.signRaw({ address: aliceOnPolkadot, data: '0x02', type: 'payload' })).toEqual({ id: 2, signature: SIGNATURE })
    expect(calls).toEqual([
      { method: 'polkadot_signPayload', params: { address: polkadotDevAccount.address, payload: payload(polkadotDevAccount.address) } },
      { method: 'polkadot_signRaw', params: { address: aliceOnPolkadot, data: '0x02', type: 'payload' } },
    ])
    await kit.connection.disconnect('polkadot')
    await expect(signer.signRaw({ address: aliceOnPolkadot, data: '0x02', type: 'bytes' })).rejects.toMatchObject({ code: 4900 })
  })

  test('behavior: over WalletConnect, signRaw goes out as polkadot_signMessage and signPayload as polkadot_signTransaction', () => {
    const raw = toSessionRequest(
      { method: 'polkadot_signRaw', params: { address: aliceOnPolkadot, data: '0x02', type: 'bytes' } },
      aliceOnPolkadot,
    )
    expect([raw?.method, raw?.params]).toEqual(['polkadot_signMessage', { address: aliceOnPolkadot, message: '0x02' }])
    const signed = toSessionRequest(
      { method: 'polkadot_signPayload', params: { address: aliceOnPolkadot, payload: payload(aliceOnPolkadot) } },
      aliceOnPolkadot,
    )
    expect([signed?.method, signed?.params]).toEqual([
      'polkadot_signTransaction',
      { address: aliceOnPolkadot, transactionPayload: payload(aliceOnPolkadot) },
    ])
  })
})
