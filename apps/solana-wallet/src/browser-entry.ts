import type { WalletEventsWindow, WindowAppReadyEvent, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
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
  // A page opts in to a wallet that remembers the site across reloads by setting this key.
  const rememberKey = 'devnet-solana-wallet:remember-site'
  let optedIn = false
  try {
    optedIn = localStorage.getItem(rememberKey) !== null
  } catch {
    // Storage can be blocked (third-party frames); such pages get the forgetful wallet.
  }
  const authorization = optedIn
    ? { read: () => localStorage.getItem(rememberKey) === 'connected', write: (connected: boolean) => localStorage.setItem(rememberKey, connected ? 'connected' : 'no') }
    : undefined
  const { wallet, controls } = createSolanaWallet(config, authorization)
  window.__devnetSolanaWallet = controls
  const callback: WindowRegisterWalletEventCallback = ({ register }) => register(wallet)
  const event = Object.assign(new Event('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false }), { detail: callback })
  window.dispatchEvent(event)
  ;(window as unknown as WalletEventsWindow).addEventListener('wallet-standard:app-ready', ({ detail: api }: WindowAppReadyEvent) => callback(api))
}
