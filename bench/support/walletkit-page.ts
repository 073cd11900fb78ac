import { startDevnet } from '../../apps/devnet/src/index'

/** walletkit's Connect view: one wallet row inside a wallet section. */
export const walletkitModal = { listSelector: '[data-slot="wallet-section"] [data-wallet-id]', button: /^Connect Wallet$/ }

export type WalletkitServices = {
  initScripts: string[]
  chains: Array<{ chainId: number; rpcUrl: string; name: string }>
  stop(): Promise<void>
}

/**
 * The local stand-ins the CLI-made host talks to (anvil and the services: catalogue, blockchain
 * API), on 127.0.0.1, and the init script that hands their URLs to the host page. No wallet is
 * injected: every kit shows the list it has without one.
 */
export async function startWalletkitServices(options: { catalogueSize?: number } = {}): Promise<WalletkitServices> {
  const devnet = await startDevnet({
    evm: 0,
    solana: 0,
    services: 0,
    frame: 0,
    relay: 0,
    only: ['evm', 'services'],
    catalogueSize: options.catalogueSize,
  })
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  return {
    initScripts: [`window.__walletkitHost = ${JSON.stringify({ services: devnet.urls.services, chains })};`],
    chains,
    stop: () => devnet.stop(),
  }
}
