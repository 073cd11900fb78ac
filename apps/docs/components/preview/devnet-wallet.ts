import { announceDevnetWallet } from '../../../test-wallet/src/announce'
import { createDevnetWalletProvider } from '../../../test-wallet/src/provider'
import type { DevnetConfig } from './devnet-config'

let announced = false

/** The Devnet Wallet announced once per page (EIP-6963), unless the page already has it. */
export function announceDevnetWalletOnce(config: DevnetConfig): void {
  if (announced || (window as { __devnetWallet?: unknown }).__devnetWallet) return
  announced = true
  announceDevnetWallet(createDevnetWalletProvider({ chains: config.chains }))
}
