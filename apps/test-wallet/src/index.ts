export { buildTestWalletScript } from './build'
export {
  createDevnetWalletProvider,
  ProviderRpcError,
  type DevnetWalletHooks,
  type DevnetWalletProvider,
  type TestWalletChain,
} from './provider'
export { announceDevnetWallet, devnetWalletInfo } from './announce'
export type { TestWalletToken } from './asset-discovery'
