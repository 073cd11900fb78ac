import type { WalletEventsWindow, WindowAppReadyEvent, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
import { siteMemory } from '../../test-wallet/src/site-memory'
import { createSolanaWallet, type SolanaWalletConfig } from './wallet'

declare global {
  interface Window {
    __devnetSolanaWalletConfig?: SolanaWalletConfig
    __devnetSolanaWallet?: ReturnType<typeof createSolanaWallet>['controls']
  }
}

// The wallet side of the wallet-standard window protocol: the page's app (its own copy of
// @wallet-standard/app) hands over its `register` either when it hears our register-wallet event
// (app loaded first) or by announcing app-ready (wallet loaded first, as an extension does).
const config = window.__devnetSolanaWalletConfig
if (config) {
  const authorization = siteMemory('devnet-solana-wallet:remember-site')
  const { wallet, controls } = createSolanaWallet(config, authorization)
  window.__devnetSolanaWallet = controls
  const callback: WindowRegisterWalletEventCallback = ({ register }) => register(wallet)
  const event = Object.assign(new Event('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false }), {
    detail: callback,
  })
  window.dispatchEvent(event)
  ;(window as unknown as WalletEventsWindow).addEventListener('wallet-standard:app-ready', ({ detail: api }: WindowAppReadyEvent) =>
    callback(api),
  )
}
