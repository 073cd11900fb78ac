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
})
