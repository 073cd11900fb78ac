import { announceDevnetWallet } from './announce'
import type { TestWalletToken } from './asset-discovery'
import { createDevnetWalletProvider, type DevnetWalletHooks, type DevnetWalletProvider, type TestWalletChain } from './provider'
import { siteMemory } from './site-memory'

declare global {
  interface Window {
    __devnetWalletConfig?: { chains: TestWalletChain[]; injectWindowEthereum?: boolean; assetDiscovery?: { tokens: TestWalletToken[] } }
    __devnetWallet?: DevnetWalletHooks & { provider: DevnetWalletProvider }
  }
}

// Runs inside the page (addInitScript or a script tag) before the app discovers wallets.
const config = window.__devnetWalletConfig
if (config && !window.__devnetWallet) {
  const authorization = siteMemory('devnet-wallet:remember-site')
  const provider = createDevnetWalletProvider({ chains: config.chains, assetDiscovery: config.assetDiscovery, authorization })
  const hooks = provider.hooks
  window.__devnetWallet = {
    provider,
    switchChain: (id) => hooks.switchChain(id),
    disconnect: () => hooks.disconnect(),
    rejectNextRequest: () => hooks.rejectNextRequest(),
    switchAccount: (address) => hooks.switchAccount(address),
    get account() {
      return hooks.account
    },
    get chainId() {
      return hooks.chainId
    },
    get connected() {
      return hooks.connected
    },
  }
  if (config.injectWindowEthereum) Object.assign(window, { ethereum: provider })
  announceDevnetWallet(provider)
}
