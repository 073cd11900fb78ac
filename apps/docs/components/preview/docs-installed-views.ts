import { lazy, type ComponentType } from 'react'

/**
 * Every view item of registry.json wired the way `walletkit add` writes it into a host's
 * installed-views.tsx (route -> lazily loaded export). The installed-views, embedded-account and
 * devnet previews use it; a unit test keeps it equal to the registry's `meta.view` entries.
 */
export const docsInstalledViews: Record<string, ComponentType> = {
  ConnectingWalletConnect: lazy(() =>
    import('@/registry/components/connecting-walletconnect-view').then((m) => ({ default: m.ConnectingWalletConnectView })),
  ),
  ConnectingWalletConnectBasic: lazy(() =>
    import('@/registry/components/connecting-walletconnect-basic-view').then((m) => ({ default: m.ConnectingWalletConnectBasicView })),
  ),
  EmbeddedAccount: lazy(() => import('@/registry/components/embedded-account').then((m) => ({ default: m.EmbeddedAccount }))),
  UpdateEmail: lazy(() => import('@/registry/components/update-email-view').then((m) => ({ default: m.UpdateEmailView }))),
  EmailLogin: lazy(() => import('@/registry/components/email-login').then((m) => ({ default: m.EmailLogin }))),
  SocialLogin: lazy(() => import('@/registry/components/social-login').then((m) => ({ default: m.SocialLogin }))),
  ConnectingFarcaster: lazy(() =>
    import('@/registry/components/connecting-farcaster-view').then((m) => ({ default: m.ConnectingFarcasterView })),
  ),
  ApproveTransaction: lazy(() =>
    import('@/registry/components/approve-transaction-view').then((m) => ({ default: m.ApproveTransactionView })),
  ),
  ConnectingSiwe: lazy(() => import('@/registry/components/connecting-siwe-view').then((m) => ({ default: m.ConnectingSiweView }))),
  SIWXSignMessage: lazy(() => import('@/registry/components/siwx-sign-message-view').then((m) => ({ default: m.SiwxSignMessageView }))),
  RegisterAccountNameSuccess: lazy(() =>
    import('@/registry/components/register-account-name-success-view').then((m) => ({ default: m.RegisterAccountNameSuccessView })),
  ),
  RegisterAccountName: lazy(() =>
    import('@/registry/components/register-account-name-view').then((m) => ({ default: m.RegisterAccountNameView })),
  ),
  GetWallet: lazy(() => import('@/registry/components/get-wallet-view').then((m) => ({ default: m.GetWalletView }))),
  History: lazy(() => import('@/registry/components/activity-view').then((m) => ({ default: m.ActivityView }))),
  AccountNfts: lazy(() => import('@/registry/components/nfts-view').then((m) => ({ default: m.NftsView }))),
  Swap: lazy(() => import('@/registry/components/swap-view').then((m) => ({ default: m.SwapView }))),
  OnRamp: lazy(() => import('@/registry/components/onramp-view').then((m) => ({ default: m.OnrampView }))),
  Send: lazy(() => import('@/registry/components/send-view').then((m) => ({ default: m.SendView }))),
  Receive: lazy(() => import('@/registry/components/receive-view').then((m) => ({ default: m.ReceiveView }))),
}
