import type { Features } from '@/registry/lib/state/start/options'

// Route names start with the feature they belong to (SendSelectToken, SwapPreview, EmailVerifyOtp...).
const featureByPrefix: ReadonlyArray<[prefix: string, feature: keyof Features]> = [
  ['Send', 'send'],
  ['WalletSend', 'send'],
  ['Swap', 'swaps'],
  ['OnRamp', 'onramp'],
  ['Onramp', 'onramp'],
  ['Receive', 'receive'],
  ['WalletReceive', 'receive'],
  ['History', 'history'],
  ['Transactions', 'history'],
  ['Email', 'email'],
  ['UpdateEmail', 'email'],
  ['Social', 'socials'],
]

/** Whether the host's features allow a feature view; views outside every feature are always on. */
export function isViewEnabled(view: string, features: Features): boolean {
  const match = featureByPrefix.find(([prefix]) => view.startsWith(prefix))
  if (!match) return true
  const value = features[match[1]]
  return Array.isArray(value) ? value.length > 0 : value !== false
}
