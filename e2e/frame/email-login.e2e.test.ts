import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../apps/devnet/src/solana/base58'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { answerInFrame, frameConfirmation } from './in-frame'

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
const email = `alice-${Date.now()}@walletkit.dev`
const loginKeys = ['email_login_used', 'connected_email', 'social_username', 'active_caip_network_id', 'last_email_login_time'].map(
  (k) => `@walletkit/${k}`,
)

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'solana', 'services', 'frame'] })
  host = await startHostPage()
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  await openHost()
})

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

async function openHost(): Promise<void> {
  const chain = devnet.evmChains[0]!
  const url = `${host.url}/?frame=${encodeURIComponent(devnet.urls.frame)}&chain=${chain.chainId}&rpc=${encodeURIComponent(chain.rpcUrl)}`
  await page.goto(url)
  await page.waitForFunction(() => 'wk' in window)
  await page.evaluate(() => (window as unknown as { wk: { ready: Promise<boolean> } }).wk.ready)
}

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
  const { messages } = (await response.json()) as { messages: Array<{ code?: string }> }
  const code = messages.at(-1)?.code
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

type Wk = {
  auth: {
    frame: { request(name: string, payload?: unknown): Promise<unknown> }
    connectEmail(e: string): Promise<{ action: string }>
    connectOtp(o: string): Promise<{ address: string; chainId: number }>
    request(a: unknown): Promise<unknown>
    isConnected(): Promise<boolean>
    connect(): Promise<{ address: string }>
    disconnect(): Promise<void>
  }
  received: string[]
  approvals: string[]
  notices: string[]
}
const wk = <T>(fn: (wk: Wk, arg: string) => Promise<T> | T, arg = '') =>
  page.evaluate(([source, a]) => new Function('wk', 'arg', `return (${source})(wk, arg)`)((window as unknown as { wk: Wk }).wk, a), [
    fn.toString(),
    arg,
  ] as const) as Promise<T>

describe('embedded wallet across two origins', () => {
  let address: Hex

  test('default: e-mail login with the mailed code connects with the frame address', async () => {
    expect(new URL(devnet.urls.frame).hostname).toBe('localhost')
    expect(new URL(host.url).hostname).toBe('127.0.0.1')
    const step = await wk((w, e) => w.auth.connectEmail(e), email)
    expect(step).toEqual({ action: 'VERIFY_OTP' })
    const result = await wk((w, code) => w.auth.connectOtp(code), await latestCode(email))
    expect(result.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(result.chainId).toBe(devnet.evmChains[0]!.chainId)
    address = result.address as Hex
    const stored = await page.evaluate(() => ({
      used: localStorage.getItem('@walletkit/email_login_used'),
      email: localStorage.getItem('@walletkit/connected_email'),
    }))
    expect(stored).toEqual({ used: 'true', email: JSON.stringify(email) })
    expect(await wk((w) => w.auth.request({ method: 'eth_chainId' }))).toBe(`0x${devnet.evmChains[0]!.chainId.toString(16)}`)
  })

  test('behavior: the smart account is listed undeployed at the factory address, then deploys on first send, moves funds and verifies signatures (ERC-1271)', async () => {
    const chain = devnet.evmChains[0]!
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 100 })
    const factory = devnet.smartAccountFactory!
    expect(factory).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const enabled = (await wk((w) => w.auth.frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))) as {
      smartAccountEnabledNetworks: number[]
    }
    expect(enabled.smartAccountEnabledNetworks.sort()).toEqual(devnet.evmChains.map((c) => c.chainId).sort())
    const getUser = () =>
      wk((w, id) => w.auth.frame.request('GET_USER', { chainId: id }), `eip155:${chain.chainId}`) as Promise<{
        address: string
        smartAccountDeployed: boolean
        preferredAccountType: string
        accounts: Array<{ address: string; type: string }>
      }>
    const before = await getUser()
    expect(before.address).toBe(address)
    expect(before.preferredAccountType).toBe('eoa')
    expect(before.accounts.find((a) => a.type === 'eoa')?.address).toBe(address)
    const smart = before.accounts.find((a) => a.type === 'smartAccount')?.address as Hex
    const expected = await publicClient.readContract({
      address: factory,
      abi: [
        {
          type: 'function',
          name: 'getAddress',
          stateMutability: 'view',
          inputs: [{ name: 'owner', type: 'address' }],
          outputs: [{ type: 'address' }],
        },
      ],
      functionName: 'getAddress',
      args: [address],
    })
    expect(smart).toBe(expected)
    expect(before.smartAccountDeployed).toBe(false)
    expect(await publicClient.getCode({ address: smart })).toBeUndefined()

    const chosen = await wk((w) => w.auth.frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))
    expect(chosen).toEqual({ type: 'smartAccount', address: smart })
    const preferred = await getUser()
    expect(preferred).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false })

    // The owner eoa pays gas for the deployment and the call; the smart account pays the value.
    const funder = createWalletClient({ account: privateKeyToAccount(devnet.evmAccounts[0]!.privateKey), transport: http(chain.rpcUrl) })
    for (const to of [address, smart])
      await publicClient.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to, value: parseEther('1'), chain: null }) })
    const recipient = devnet.evmAccounts[6]!.address
    const balanceBefore = await publicClient.getBalance({ address: recipient })
    const [sent] = (await Promise.all([
      wk((w, args) => {
        const [from, to] = args.split(',')
        return w.auth.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x2386f26fc10000' }] })
      }, `${smart},${recipient}`),
      answerInFrame(page, 'eth_sendTransaction'),
    ])) as [Hex, void]
    const receipt = await publicClient.waitForTransactionReceipt({ hash: sent })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(smart.toLowerCase())
    expect((await publicClient.getBalance({ address: recipient })) - balanceBefore).toBe(parseEther('0.01'))
    expect((await getUser()).smartAccountDeployed).toBe(true)

    const [signature] = (await Promise.all([
      wk((w, a) => w.auth.request({ method: 'personal_sign', params: ['0x68656c6c6f20736d617274', a] }), smart),
      answerInFrame(page, 'personal_sign'),
    ])) as [Hex, void]
    expect(await publicClient.verifyMessage({ address: smart, message: 'hello smart', signature })).toBe(true)
    expect(await publicClient.verifyMessage({ address: smart, message: 'something else', signature })).toBe(false)

    // Back to the eoa: the tests below check what the eoa signs and sends.
    expect(await wk((w) => w.auth.frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toEqual({ type: 'eoa', address })
  })

  test('behavior: personal_sign is approved in the frame, signed there and verifies against the address', async () => {
    const [signature] = (await Promise.all([
      wk((w, a) => w.auth.request({ method: 'personal_sign', params: ['0x68656c6c6f206672616d65', a] }), address),
      answerInFrame(page, 'personal_sign'),
    ])) as [Hex, void]
    expect(await verifyMessage({ address, message: 'hello frame', signature })).toBe(true)
    expect(await wk((w) => w.approvals)).toContain('personal_sign')
  })

  test('behavior: a blocked method fails and "Action not allowed" shows after 300 ms', async () => {
    const error = await wk((w) =>
      w.auth.request({ method: 'eth_sign', params: [] }).then(
        () => null,
        (e: { shortMessage: string }) => e.shortMessage,
      ),
    )
    expect(error).toBe('Requested RPC call is not allowed')
    await page.waitForFunction(() => (window as unknown as { wk: Wk }).wk.notices.includes('Action not allowed'))
  })

  test('behavior: eth_sendTransaction on anvil moves the balance', async () => {
    const chain = devnet.evmChains[0]!
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) })
    const funder = createWalletClient({ account: privateKeyToAccount(devnet.evmAccounts[0]!.privateKey), transport: http(chain.rpcUrl) })
    // The test funds the new frame account from a dev account (the frame site has no faucet).
    const fund = await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null })
    await publicClient.waitForTransactionReceipt({ hash: fund })
    const recipient = devnet.evmAccounts[5]!.address
    const before = await publicClient.getBalance({ address: recipient })
    const [sent] = (await Promise.all([
      page.evaluate(
        ([from, to]) =>
          (window as unknown as { wk: Wk }).wk.auth.request({
            method: 'eth_sendTransaction',
            params: [{ from, to, value: '0x2386f26fc10000' }],
          }),
        [address, recipient] as const,
      ),
      answerInFrame(page, 'eth_sendTransaction'),
    ])) as [Hex, void]
    const receipt = await publicClient.waitForTransactionReceipt({ hash: sent })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await publicClient.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
  })

  test('behavior: Solana message and transfer are signed in the frame and land on the local SVM', async () => {
    const solanaRpc = async (method: string, params: unknown[]) => {
      const response = await fetch(devnet.urls.solanaRpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: unknown }).result
    }
    const user = (await page.evaluate(
      (chainId) =>
        (window as unknown as { wk: { auth: { frame: { request(n: string, p: unknown): Promise<unknown> } } } }).wk.auth.frame.request(
          'GET_USER',
          { chainId },
        ),
      devnet.solanaNetworkId,
    )) as { address: string }
    const pubkey = user.address
    const message = encodeBase58(new TextEncoder().encode('hello solana'))
    const [signed] = (await Promise.all([
      page.evaluate(
        ([m, p]) => (window as unknown as { wk: Wk }).wk.auth.request({ method: 'solana_signMessage', params: { message: m, pubkey: p } }),
        [message, pubkey] as const,
      ),
      answerInFrame(page, 'solana_signMessage'),
    ])) as [{ signature: string }, void]
    expect(ed25519.verify(decodeBase58(signed.signature), new TextEncoder().encode('hello solana'), decodeBase58(pubkey))).toBe(true)

    await solanaRpc('requestAirdrop', [pubkey, 2_000_000_000])
    const recipient = devnet.solanaAccounts[1]!.publicKey
    const before = ((await solanaRpc('getBalance', [recipient])) as { value: number }).value
    const { value: latest } = (await solanaRpc('getLatestBlockhash', [])) as { value: { blockhash: string } }
    const transfer = new Transaction({ feePayer: new PublicKey(pubkey), recentBlockhash: latest.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(pubkey), toPubkey: new PublicKey(recipient), lamports: 1_000_000 }),
    )
    const wire = encodeBase58(transfer.serialize({ requireAllSignatures: false, verifySignatures: false }))
    const [sent] = (await Promise.all([
      page.evaluate(
        (transaction) =>
          (window as unknown as { wk: Wk }).wk.auth.request({
            method: 'solana_signAndSendTransaction',
            params: { transaction, options: { preflightCommitment: 'confirmed' } },
          }),
        wire,
      ),
      answerInFrame(page, 'solana_signAndSendTransaction'),
    ])) as [{ signature: string }, void]
    expect(decodeBase58(sent.signature)).toHaveLength(64)
    expect(((await solanaRpc('getBalance', [recipient])) as { value: number }).value - before).toBe(1_000_000)

    // The host page passes a transfer off as a message: refused before the user is asked (a signed
    // message of those bytes would be a signed transaction the user was shown as text).
    const { value: fresh } = (await solanaRpc('getLatestBlockhash', [])) as { value: { blockhash: string } }
    const disguised = new Transaction({ feePayer: new PublicKey(pubkey), recentBlockhash: fresh.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(pubkey), toPubkey: new PublicKey(recipient), lamports: 7_000_000 }),
    )
    const refusal = await page.evaluate(
      ([m, p]) =>
        (window as unknown as { wk: Wk }).wk.auth.request({ method: 'solana_signMessage', params: { message: m, pubkey: p } }).then(
          () => 'signed',
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        ),
      [encodeBase58(disguised.serializeMessage()), pubkey] as const,
    )
    expect(refusal).toContain('Requested RPC call is not allowed')
    expect(await frameConfirmation(page).count()).toBe(0)
    expect(((await solanaRpc('getBalance', [recipient])) as { value: number }).value - before).toBe(1_000_000)
  })

  test('behavior: after a reload the session is still connected with the same address', async () => {
    await page.reload()
    await page.waitForFunction(() => 'wk' in window)
    expect(await wk((w) => w.auth.isConnected())).toBe(true)
    expect((await wk((w) => w.auth.connect())).address).toBe(address)
  })

  test('behavior: the host cannot read the frame key, and no message ever carried it', async () => {
    const access = await page.evaluate(() => {
      try {
        const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
        return String(iframe.contentWindow?.localStorage.length)
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(access).toBe('SecurityError')
    const frame = page.frames().find((f) => f.url().startsWith(devnet.urls.frame))!
    // Keys live under this (project, app origin) pair's scope.
    const scope = `wk-frame:e2e-project@${host.url}:`
    const keys = await frame.evaluate(
      (prefix) =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(`${prefix}key:`))
          .map((k) => localStorage.getItem(k) ?? ''),
      scope,
    )
    expect(keys).toHaveLength(1)
    expect(privateKeyToAccount(keys[0] as Hex).address).toBe(address)
    const received = await wk((w) => w.received)
    expect(received.length).toBeGreaterThan(5)
    const solanaSeeds = await frame.evaluate(
      (prefix) =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(`${prefix}solana:`))
          .map((k) => localStorage.getItem(k) ?? ''),
      scope,
    )
    expect(solanaSeeds).toHaveLength(1)
    const secrets = [keys[0]!.slice(2), solanaSeeds[0]!, encodeBase58(Uint8Array.from(Buffer.from(solanaSeeds[0]!, 'hex')))]
    for (const line of received) for (const secret of secrets) expect(line.toLowerCase()).not.toContain(secret.toLowerCase())
  })

  test('behavior: sign out ends the session and clears every SPEC login key', async () => {
    await wk((w) => w.auth.disconnect())
    const left = await page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), loginKeys)
    expect(left).toEqual([])
    expect(await wk((w) => w.auth.isConnected())).toBe(false)
    await page.reload()
    await page.waitForFunction(() => 'wk' in window)
    expect(await wk((w) => w.auth.isConnected())).toBe(false)
  })
})
