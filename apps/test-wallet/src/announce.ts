import type { DevnetWalletProvider } from './provider'
import { randomUuid } from '../../../registry/lib/crypto/random-uuid'

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M16 22h28a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H16z" fill="#fff"/><circle cx="40" cy="34" r="3" fill="#4f46e5"/></svg>`

export const devnetWalletInfo = {
  name: 'Devnet Wallet',
  rdns: 'dev.walletkit.devnet',
  icon: `data:image/svg+xml;base64,${btoa(icon)}`,
} as const

/**
 * Announces the provider over EIP-6963 now and on every later request, as extensions do.
 * Returns a function that stops answering requests.
 */
export function announceDevnetWallet(provider: DevnetWalletProvider, target: EventTarget = window): () => void {
  const info = Object.freeze({ uuid: randomUuid(), ...devnetWalletInfo })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
