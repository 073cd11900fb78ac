import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { checkSolanaRequest, handleSolanaRpc, solanaAddress } from '../../../../apps/frame/src/page/solana-wallet'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { scriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { RequestRejectedError, FrameRequestError } from '@/registry/lib/errors/frame'
import { getAssociatedTokenAddress } from '@/registry/lib/solana/build-spl-transfer'
import { createSolanaConnection } from '@/registry/lib/solana/create-solana-connection'
import { createSendFlow } from '@/registry/lib/state/send/send-flow'
import { configureEmbeddedWallet, getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { getSolanaSigner } from '@/registry/lib/state/provider/solana-signer'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

// The embedded wallet's Solana account in the kit: the frame here is scripted for login, but its
// Solana requests run the secure site's own Solana code (apps/frame's solana-wallet: key, signing,
// sending) against devnet's local SVM, so what the kit sends is what the real frame takes.

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['solana', 'services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const evmAddress = '0x6666666666666666666666666666666666666666'
// The EVM side is scripted (no node behind it): only its chain id matters here.
const localA = defineLocalEvmNetwork({ id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1' })
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }

function setup(
  options: {
    rejectNext?: () => boolean
    storage?: ReturnType<typeof createMemoryStorage>
    seed?: Uint8Array
    embeddedNetworksEvmOnly?: boolean
  } = {},
) {
  const seed = options.seed ?? ed25519.utils.randomSecretKey()
  const me = new PublicKey(solanaAddress(seed))
  const solana = defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
  const log: Array<{ name: string; payload: unknown }> = []
  const answers: ScriptedAnswers = {
    GET_USER: (payload) => {
      const chainId = (payload as { chainId?: string } | undefined)?.chainId ?? 'eip155:31337'
      if (chainId.startsWith('solana:'))
        return {
          address: me.toBase58(),
          chainId,
          email: 'sol@walletkit.dev',
          accounts: [{ address: me.toBase58(), type: 'eoa' }],
          preferredAccountType: 'eoa',
        }
      return {
        address: evmAddress,
        chainId,
        email: 'sol@walletkit.dev',
        accounts: [{ address: evmAddress, type: 'eoa' }],
        preferredAccountType: 'eoa',
      }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address: evmAddress }),
    IS_CONNECTED: () => ({ isConnected: true }),
    SWITCH_NETWORK: (payload) => ({ chainId: (payload as { chainId: string }).chainId }),
    RPC_REQUEST: (payload) => {
      const { method, params, chainNamespace } = payload as { method: string; params: unknown; chainNamespace?: string }
      if (chainNamespace !== 'solana') throw new Error(`not a Solana request: ${method}`)
      checkSolanaRequest(seed, method, params)
      // The user's answer in the frame's confirmation; a rejection comes back as its fixed text.
      if (options.rejectNext?.()) throw new FrameRequestError(new RequestRejectedError().shortMessage)
      return handleSolanaRpc(seed, devnet.urls.solanaRpc, method, params)
    },
  }
  const storage = options.storage ?? createMemoryStorage()
  const kit = createWalletKit({ projectId: 'p', networks: [localA, solana], storage, platform, blockchainApiUrl: devnet.urls.services })
  configureEmbeddedWallet(kit, { frame: scriptedFrame(answers, log), ...(options.embeddedNetworksEvmOnly ? { networks: [localA] } : {}) })
  const connection = createSolanaConnection({ network: solana, rpcUrl: devnet.urls.solanaRpc })
  return { kit, log, me, solana, connection, storage }
}

type Setup = ReturnType<typeof setup>

async function login(s: Setup): Promise<void> {
  const auth = await getEmbeddedWallet(s.kit).load()
  await s.kit.connection.connect(auth)
  await expect.poll(() => s.kit.connection.store.getState().accounts.solana?.status).toBe('connected')
}

async function fund(s: Setup, lamports: number): Promise<void> {
  const signature = await s.connection.requestAirdrop(s.me, lamports)
  await landed(s, signature)
}

async function landed(s: Setup, signature: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { value } = await s.connection.getSignatureStatuses([signature])
    if (value[0]?.err) throw new Error(JSON.stringify(value[0].err))
    if (value[0]?.confirmationStatus) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${signature} did not land`)
}

async function transfer(s: Setup, to: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash, lastValidBlockHeight } = await s.connection.getLatestBlockhash()
  return new Transaction({ feePayer: s.me, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: s.me, toPubkey: to, lamports }),
  )
}

describe('the embedded wallet connects its Solana account in the kit', () => {
  test('behavior: the login brings the Solana account beside the eip155 one (GET_USER with the Solana network id), without taking the screen; it is recorded for reload', async () => {
    const s = setup()
    await login(s)
    const { accounts, activeNamespace } = s.kit.connection.store.getState()
    expect(activeNamespace).toBe('eip155')
    expect(accounts.eip155).toMatchObject({ address: evmAddress, status: 'connected', connectorId: 'walletkit-auth' })
    expect(accounts.solana).toMatchObject({
      address: s.me.toBase58(),
      caipAddress: `${s.solana.caipNetworkId}:${s.me.toBase58()}`,
      status: 'connected',
      user: { email: 'sol@walletkit.dev' },
      connectorId: 'walletkit-auth',
      connectedWalletInfo: { type: 'AUTH', name: 'Email and socials' },
    })
    expect(s.log.filter((e) => e.name === 'GET_USER').map((e) => (e.payload as { chainId: string }).chainId)).toContain(
      s.solana.caipNetworkId,
    )
    expect(s.kit.persistence.getActiveConnectorIds()).toEqual({ eip155: 'walletkit-auth', solana: 'walletkit-auth' })
    // One wallet in the Connect list: the two namespace connectors merge into one AUTH entry (SPEC §4).
    expect(s.kit.connectors.store.getState().groups.filter((g) => g.id === 'walletkit-auth')).toMatchObject([
      { type: 'AUTH', chain: 'eip155', connectors: [{ chain: 'eip155' }, { chain: 'solana' }] },
    ])
  })

  test('behavior: signing in while looking at the Solana network (a Solana-first app) stays on Solana, with the EVM account beside it', async () => {
    const s = setup()
    s.kit.networks.setActive(s.solana)
    await login(s)
    await expect.poll(() => s.kit.connection.store.getState().activeNamespace).toBe('solana')
    expect(s.kit.connection.store.getState()).toMatchObject({ status: 'connected', account: { address: s.me.toBase58() } })
    expect(s.kit.networks.store.getState().activeNamespace).toBe('solana')
    expect(s.kit.connection.store.getState().accounts.eip155).toMatchObject({ address: evmAddress, status: 'connected' })
  })

  test('behavior: a host that narrows the embedded wallet to its EVM networks gets no Solana account from it', async () => {
    const s = setup({ embeddedNetworksEvmOnly: true })
    const auth = await getEmbeddedWallet(s.kit).load()
    await s.kit.connection.connect(auth)
    // The Solana side is never registered, so no login asks the frame for a Solana account.
    expect(s.kit.connection.store.getState().accounts.solana).toBeUndefined()
    expect(s.log.filter((e) => e.name === 'GET_USER').map((e) => (e.payload as { chainId: string }).chainId)).toEqual(['eip155:31337'])
    expect(s.kit.connectors.getConnector('walletkit-auth', 'solana')).toBeUndefined()
  })

  test('behavior: switching to the Solana network goes through the frame (SWITCH_NETWORK) and shows the Solana account; back to EVM the same', async () => {
    const s = setup()
    await login(s)
    await s.kit.networks.switchNetwork(s.solana)
    expect(s.log.filter((e) => e.name === 'SWITCH_NETWORK').at(-1)?.payload).toEqual({ chainId: s.solana.caipNetworkId })
    expect(s.kit.connection.store.getState()).toMatchObject({
      activeNamespace: 'solana',
      status: 'connected',
      account: { address: s.me.toBase58() },
    })
    await s.kit.networks.switchNetwork(localA)
    expect(s.log.filter((e) => e.name === 'SWITCH_NETWORK').at(-1)?.payload).toEqual({ chainId: 'eip155:31337' })
    expect(s.kit.connection.store.getState()).toMatchObject({ activeNamespace: 'eip155', account: { address: evmAddress } })
  })

  test("behavior: the app's Solana signer signs through the frame: a legacy transfer signed then sent by the app, a v0 one signed and sent by the frame, a message; the SVM has the SOL", async () => {
    const s = setup()
    await login(s)
    await fund(s, 2_000_000_000)
    const signer = getSolanaSigner(s.kit)
    expect(signer.publicKey?.equals(s.me)).toBe(true)
    const to = Keypair.generate().publicKey

    const signed = await signer.signTransaction(await transfer(s, to, 11_000_000))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    await landed(s, await s.connection.sendRawTransaction(signed.serialize()))
    expect(await s.connection.getBalance(to)).toBe(11_000_000)

    const { blockhash } = await s.connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: s.me,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: s.me, toPubkey: to, lamports: 22_000_000 })],
    })
    const { signature } = await signer.signAndSendTransaction(new VersionedTransaction(message.compileToV0Message()))
    await landed(s, signature)
    expect(await s.connection.getBalance(to)).toBe(33_000_000)

    const text = 'walletkit: embedded Solana'
    const { signature: messageSignature } = await signer.signMessage(text)
    expect(ed25519.verify(messageSignature, new TextEncoder().encode(text), s.me.toBytes())).toBe(true)
    // What the frame was sent: base58 wire bytes, the account as pubkey, chainNamespace solana on the Solana network.
    const sent = s.log
      .filter((e) => e.name === 'RPC_REQUEST')
      .map((e) => e.payload as { method: string; params: Record<string, unknown>; chainId: string; chainNamespace: string })
    expect(sent.map((p) => [p.method, p.chainNamespace, p.chainId])).toEqual([
      ['solana_signTransaction', 'solana', s.solana.caipNetworkId],
      ['solana_signAndSendTransaction', 'solana', s.solana.caipNetworkId],
      ['solana_signMessage', 'solana', s.solana.caipNetworkId],
    ])
    expect(sent[2]?.params).toEqual({ message: base58.encode(new TextEncoder().encode(text)), pubkey: s.me.toBase58() })
  })

  test('behavior: each Solana request shows the approval (chain named by its namespace) and a rejection in the frame reaches the app as 4001; nothing moves', async () => {
    let reject = true
    const s = setup({ rejectNext: () => reject })
    await login(s)
    await fund(s, 1_000_000_000)
    const wallet = getEmbeddedWallet(s.kit)
    const shown: Array<string | undefined> = []
    wallet.approvals.store.subscribe((state) => state.pending && shown.push(state.pending.chain))
    const to = Keypair.generate().publicKey
    const signer = getSolanaSigner(s.kit)
    await expect(signer.signAndSendTransaction(await transfer(s, to, 5_000_000))).rejects.toMatchObject({ code: 4001 })
    expect(await s.connection.getBalance(to)).toBe(0)
    expect(shown).toEqual([s.solana.name])
    reject = false
    const { signature } = await signer.signAndSendTransaction(await transfer(s, to, 5_000_000))
    await landed(s, signature)
    expect(await s.connection.getBalance(to)).toBe(5_000_000)
  })

  test("behavior: the kit's Send moves SOL and DUSD from the embedded Solana account (the frame signs and sends), balances from the blockchain API, amounts read back from the SVM", async () => {
    // The frame's key is a devnet dev key here: its DUSD token account exists (litesvm 0.8 aborts when the ATA program creates one).
    const s = setup({ seed: devnet.solanaAccounts[1]!.secretKey.slice(0, 32) })
    expect(s.me.toBase58()).toBe(devnet.solanaAccounts[1]!.publicKey)
    await login(s)
    await s.kit.networks.switchNetwork(s.solana)
    const flow = createSendFlow({ ...s.kit, getApi: s.kit.clients.blockchainApi, blockchainApiUrl: devnet.urls.services })
    flow.start()
    await vi.waitFor(
      () => expect(flow.store.getState().tokenBalances.map((b) => b.symbol)).toEqual(expect.arrayContaining(['SOL', 'DUSD'])),
      { timeout: 10_000 },
    )
    const to = new PublicKey(devnet.solanaAccounts[3]!.publicKey)
    const tokenAccount = getAssociatedTokenAddress(to, new PublicKey(devnet.splToken!.mint))
    const dusd = async () => Buffer.from((await s.connection.getAccountInfo(tokenAccount))!.data).readBigUInt64LE(64)
    const [solBefore, dusdBefore] = [await s.connection.getBalance(to), await dusd()]
    for (const [symbol, amount] of [
      ['SOL', '0.75'],
      ['DUSD', '3.25'],
    ] as const) {
      flow.setToken(flow.store.getState().tokenBalances.find((b) => b.symbol === symbol)!)
      flow.setAmount(amount)
      flow.setReceiver(to.toBase58())
      await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(to.toBase58()), { timeout: 5_000 })
      await flow.send()
      expect(flow.store.getState()).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined, loading: false })
    }
    expect(await s.connection.getBalance(to)).toBe(solBefore + 750_000_000)
    expect(await dusd()).toBe(dusdBefore + 3_250_000n)
    expect(s.log.filter((e) => e.name === 'RPC_REQUEST').map((e) => (e.payload as { method: string }).method)).toEqual([
      'solana_signAndSendTransaction',
      'solana_signAndSendTransaction',
    ])
  })

  test('behavior: Disconnect signs out once and ends both namespaces; disconnect(solana) alone keeps the login and the EVM account', async () => {
    const s = setup()
    await login(s)
    await s.kit.connection.disconnect('solana')
    expect(s.kit.connection.store.getState().accounts.solana?.status).toBe('disconnected')
    expect(s.kit.connection.store.getState().accounts.eip155?.status).toBe('connected')
    expect(s.log.map((e) => e.name)).not.toContain('SIGN_OUT')

    const auth = await getEmbeddedWallet(s.kit).load()
    await s.kit.connection.connect(auth)
    await expect.poll(() => s.kit.connection.store.getState().accounts.solana?.status).toBe('connected')
    await s.kit.connection.disconnectAll()
    expect(s.log.filter((e) => e.name === 'SIGN_OUT')).toHaveLength(1)
    expect(s.kit.connection.store.getState()).toMatchObject({ status: 'disconnected', activeNamespace: 'eip155' })
    expect(s.kit.connection.store.getState().accounts.solana?.status).toBe('disconnected')
    expect(s.kit.persistence.getActiveConnectorIds()).toEqual({})
    await expect(getSolanaSigner(s.kit).signMessage('after')).rejects.toMatchObject({ code: 4900 })
  })

  test('behavior: a reload left on the Solana network restores both accounts from the frame with no prompt and shows the Solana one', async () => {
    const first = setup()
    await login(first)
    await first.kit.networks.switchNetwork(first.solana)
    expect(JSON.parse(first.storage.getItem(storageKeys.lastUsedChain) ?? 'null')).toBe(first.solana.caipNetworkId)
    const reloaded = setup({ storage: first.storage })
    const stop = reloaded.kit.start()
    await expect.poll(() => reloaded.kit.connection.store.getState().accounts.solana?.status, { timeout: 5000 }).toBe('connected')
    expect(reloaded.kit.connection.store.getState()).toMatchObject({
      activeNamespace: 'solana',
      status: 'connected',
      account: { address: reloaded.me.toBase58() },
    })
    expect(reloaded.kit.connection.store.getState().accounts.eip155?.status).toBe('connected')
    // The EVM side asked for its own chain, not the Solana one the kit was left on.
    expect(reloaded.log.filter((e) => e.name === 'GET_USER').map((e) => (e.payload as { chainId: string }).chainId)).toEqual([
      'eip155:31337',
      reloaded.solana.caipNetworkId,
    ])
    stop()
    // start() loads wallet discovery's chunks lazily: let them land before the test environment goes.
    await vi.dynamicImportSettled()
  })
})
