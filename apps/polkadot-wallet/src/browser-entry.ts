import { injectExtension } from '@polkadot/extension-inject'
import { createPolkadotWallet, type PolkadotWalletConfig, type PolkadotWalletControls } from './extension'

declare global {
  interface Window {
    __devnetPolkadotWalletConfig?: PolkadotWalletConfig & { source: string; version: string }
    __devnetPolkadotWallet?: PolkadotWalletControls
  }
}

// Injected the way extensions do it, at document start, into window.injectedWeb3 under the
// extension's id (with @polkadot/extension-inject's own helper).
const config = window.__devnetPolkadotWalletConfig
if (config) {
  const { enable, controls } = createPolkadotWallet(config)
  window.__devnetPolkadotWallet = controls
  injectExtension(enable, { name: config.source, version: config.version })
}
