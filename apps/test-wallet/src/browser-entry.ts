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

// A page that sets `key` to 'yes' gets that behaviour on its next load only (the flag is taken).
function takeFlag(key: string): boolean {
  try {
    const set = localStorage.getItem(key) === 'yes'
    localStorage.removeItem(key)
    return set
  } catch {
    return false
  }
}

// Runs inside the page (addInitScript or a script tag) before the app discovers wallets.
const config = window.__devnetWalletConfig
if (config && !window.__devnetWallet) {
  const authorization = siteMemory('devnet-wallet:remember-site')
  const asleep = takeFlag('devnet-wallet:asleep')
  const provider = createDevnetWalletProvider({ chains: config.chains, assetDiscovery: config.assetDiscovery, authorization, asleep })
  const hooks = provider.hooks
  window.__devnetWallet = {
    provider,
    switchChain: (id) => hooks.switchChain(id),
    disconnect: () => hooks.disconnect(),
    rejectNextRequest: () => hooks.rejectNextRequest(),
    switchAccount: (address) => hooks.switchAccount(address),
    wake: () => hooks.wake(),
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
