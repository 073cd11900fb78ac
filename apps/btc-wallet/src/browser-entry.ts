import type { WalletEventsWindow, WindowAppReadyEvent, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
import { createBitcoinWallet, type BitcoinWalletConfig } from './wallet'

declare global {
  interface Window {
    __devnetBitcoinWalletConfig?: BitcoinWalletConfig
    __devnetBitcoinWallet?: ReturnType<typeof createBitcoinWallet>['controls']
  }
}

// The wallet side of the wallet-standard window protocol, as in apps/solana-wallet: register when
// the app is already listening, and again when an app announces itself later.
const config = window.__devnetBitcoinWalletConfig
if (config) {
  // The page's origin stays authorised across reloads, until the site disconnects.
  const key = 'devnet-bitcoin-wallet:authorised'
  const { wallet, controls } = createBitcoinWallet(config, {
    get: () => localStorage.getItem(key) === 'yes',
    set: (yes) => (yes ? localStorage.setItem(key, 'yes') : localStorage.removeItem(key)),
  })
  window.__devnetBitcoinWallet = controls
  const callback: WindowRegisterWalletEventCallback = ({ register }) => register(wallet)
  const event = Object.assign(new Event('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false }), {
    detail: callback,
  })
  window.dispatchEvent(event)
  ;(window as unknown as WalletEventsWindow).addEventListener('wallet-standard:app-ready', ({ detail: api }: WindowAppReadyEvent) =>
    callback(api),
  )
}
