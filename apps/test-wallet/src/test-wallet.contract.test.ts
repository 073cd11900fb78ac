import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, http, verifyMessage, type Hex } from 'viem'
import { launchChromium, type Browser } from '../../../e2e/support/browser'
import { startDevnet, type Devnet } from '../../devnet/src/index'
import { buildTestWalletScript } from './build'

let devnet: Devnet
let browser: Browser
let server: Server
let pageUrl: string

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm'], evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  // A real http origin, so the page's calls to anvil go through CORS like a host app's would.
  server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>host</title>'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
  await browser.context.addInitScript(await buildTestWalletScript({ chains: devnet.evmChains.slice(0, 1), writeDist: false }))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await devnet?.stop()
})

describe('Devnet Wallet in Chromium', () => {
  test('behavior: announced over EIP-6963, connects to the anvil account, adds and switches chains, signs and sends', async () => {
    const page = await browser.context.newPage()
    await page.goto(pageUrl)
    const second = devnet.evmChains[1]
    const result = await page.evaluate(
      async (chain) => {
        const announced: {
          info: { name: string; rdns: string; icon: string }
          provider: { request(a: { method: string; params?: unknown }): Promise<unknown> }
        }[] = []
        window.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent).detail))
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        const [{ info, provider }] = announced as [(typeof announced)[number]]
        const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
        const switchError = await provider
          .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chain.chainId.toString(16)}` }] })
          .catch((e: { code: number }) => e.code)
        await provider.request({
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: `0x${chain.chainId.toString(16)}`,
              chainName: chain.name,
              rpcUrls: [chain.rpcUrl],
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            },
          ],
        })
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chain.chainId.toString(16)}` }] })
        const netVersion = await provider.request({ method: 'net_version' })
        const signature = await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', accounts[0]] })
        const hash = await provider.request({
          method: 'eth_sendTransaction',
          params: [{ from: accounts[0], to: accounts[0], value: '0x1' }],
        })
        return { count: announced.length, info, accounts, switchError, netVersion, signature, hash }
      },
      second as NonNullable<typeof second>,
    )
    expect(result.count).toBe(1)
    expect(result.info).toMatchObject({ name: 'Devnet Wallet', rdns: 'dev.walletkit.devnet' })
    expect(result.accounts[0]?.toLowerCase()).toBe(devnet.evmAccounts[0]?.address.toLowerCase())
    expect(result.switchError).toBe(4902)
    expect(result.netVersion).toBe('31338')
    const account = devnet.evmAccounts[0]!.address
    // EIP-191 over "hello" by the anvil account: recovered by viem, and refused for another text.
    expect(await verifyMessage({ address: account, message: 'hello', signature: result.signature as Hex })).toBe(true)
    expect(await verifyMessage({ address: account, message: 'hellp', signature: result.signature as Hex })).toBe(false)
    // The transaction was mined on the chain the wallet switched to (31338), from and to the account, 1 wei.
    const node = createPublicClient({ transport: http(second!.rpcUrl) })
    const receipt = await node.waitForTransactionReceipt({ hash: result.hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(account.toLowerCase())
    const sent = await node.getTransaction({ hash: result.hash as Hex })
    expect(sent.value).toBe(1n)
    expect(sent.chainId).toBe(31338)
    await page.close()
  })

  test('behavior: rejectNextRequest answers the next prompt of each kind with 4001, once; switchAccount moves the app to another dev account, which then signs', async () => {
    const page = await browser.context.newPage()
    await page.goto(pageUrl)
    const other = devnet.evmAccounts[1]!.address
    const result = await page.evaluate(async (other) => {
      type Provider = {
        request(a: { method: string; params?: unknown }): Promise<unknown>
        on(event: string, listener: (value: unknown) => void): unknown
      }
      const wallet = (
        window as unknown as { __devnetWallet: { provider: Provider; rejectNextRequest(): void; switchAccount(a: string): void } }
      ).__devnetWallet
      const { provider } = wallet
      const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as [string]
      const typedData = JSON.stringify({
        types: { EIP712Domain: [{ name: 'name', type: 'string' }], Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        domain: { name: 'walletkit' },
        message: { text: 'hello' },
      })
      const prompts: Array<[string, unknown]> = [
        ['eth_requestAccounts', []],
        ['personal_sign', ['0x68656c6c6f', account]],
        ['eth_signTypedData_v4', [account, typedData]],
        ['eth_sendTransaction', [{ from: account, to: account, value: '0x1' }]],
        ['wallet_sendCalls', [{ version: '2.0.0', from: account, chainId: '0x7a69', calls: [{ to: account, value: '0x1' }] }]],
        ['wallet_switchEthereumChain', [{ chainId: '0x7a69' }]],
        ['wallet_addEthereumChain', [{ chainId: '0x7a6b', chainName: 'Other', rpcUrls: ['http://127.0.0.1:1'] }]],
      ]
      const codes: Record<string, unknown> = {}
      for (const [method, params] of prompts) {
        wallet.rejectNextRequest()
        codes[method] = await provider.request({ method, params }).then(
          () => 'approved',
          (error: { code?: number }) => error.code,
        )
      }
      // Once: the request after a rejected one is the user's to approve again.
      const typedSignature = await provider.request({ method: 'eth_signTypedData_v4', params: [account, typedData] })
      const changes: unknown[] = []
      provider.on('accountsChanged', (accounts) => changes.push(accounts))
      wallet.switchAccount(other)
      const accounts = await provider.request({ method: 'eth_accounts' })
      const signature = await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', other] })
      return { codes, typedSignature, changes, accounts, signature }
    }, other)
    expect(Object.values(result.codes)).toEqual([4001, 4001, 4001, 4001, 4001, 4001, 4001])
    expect(result.typedSignature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(result.changes).toEqual([[other]])
    expect(result.accounts).toEqual([other])
    expect(await verifyMessage({ address: other, message: 'hello', signature: result.signature as Hex })).toBe(true)
    await page.close()
  })
})
