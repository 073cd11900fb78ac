export { startWcWallet, type StartWcWalletOptions, type WcWallet } from './start-wc-wallet'
export { createMemoryStorage, type KeyValueStorage } from './memory-storage'
