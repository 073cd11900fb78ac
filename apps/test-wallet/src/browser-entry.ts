import { announceDevnetWallet } from './announce'
import type { TestWalletToken } from './asset-discovery'
import { createDevnetWalletProvider, type DevnetWalletHooks, type DevnetWalletProvider, type TestWalletChain } from './provider'

declare global {
  interface Window {
    __devnetWalletConfig?: { chains: TestWalletChain[]; injectWindowEthereum?: boolean; assetDiscovery?: { tokens: TestWalletToken[] } }
    __devnetWallet?: DevnetWalletHooks & { provider: DevnetWalletProvider }
  }
}

// Runs inside the page (addInitScript or a script tag) before the app discovers wallets.
const config = window.__devnetWalletConfig
if (config && !window.__devnetWallet) {
  // A page opts in to a wallet that remembers the site across reloads by setting this key.
  const rememberKey = 'devnet-wallet:remember-site'
  let optedIn = false
  try {
    optedIn = localStorage.getItem(rememberKey) !== null
  } catch {
    // Storage can be blocked (third-party frames); such pages get the forgetful wallet.
  }
  const authorization = optedIn
    ? { read: () => localStorage.getItem(rememberKey) === 'connected', write: (connected: boolean) => localStorage.setItem(rememberKey, connected ? 'connected' : 'no') }
    : undefined
  const provider = createDevnetWalletProvider({ chains: config.chains, assetDiscovery: config.assetDiscovery, authorization })
  const hooks = provider.hooks
  window.__devnetWallet = {
    provider,
    switchChain: (id) => hooks.switchChain(id),
    disconnect: () => hooks.disconnect(),
    rejectNextRequest: () => hooks.rejectNextRequest(),
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
