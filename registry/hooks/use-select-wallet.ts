'use client'

import { useCallback } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { WalletListItem } from '@/registry/lib/state/wallets/connector-sections'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'

/**
 * Where a tap on a wallet leads: the WalletConnect views for WalletConnect and catalogue
 * wallets, ConnectingExternal (with the connector of the active namespace) for the rest. In a
 * Connect opened for one namespace, the WalletConnect pairing asks for that namespace alone.
 */
export function useSelectWallet() {
  const { kit } = useWalletKitContext('useSelectWallet')
  const selectItem = useCallback(
    (item: WalletListItem) => {
      const wallet = { id: item.kind === 'wallet' ? item.wallet.id : item.connector.id, name: item.name, imageUrl: item.imageUrl }
      if (item.kind === 'wallet') return kit.router.push('ConnectingWalletConnect', { wallet })
      const group = item.connector
      // A Connect opened for one namespace (from the Networks view) connects that namespace's connector.
      const { namespace: scope, title } = kit.router.store.getState().data ?? {}
      // The WalletConnect entry names no wallet: the basic pairing view (any wallet may scan), for the
      // scope's namespace alone and under its title ("Connect Bitcoin Wallet"), so the user knows what the code is for.
      if (group.type === 'WALLET_CONNECT')
        return kit.router.push('ConnectingWalletConnectBasic', scope ? { wallet, namespace: scope, title } : { wallet })
      const namespace = scope ?? kit.networks.store.getState().activeNamespace
      const connector = group.connectors.find((c) => c.chain === namespace) ?? group.connectors[0]
      if (!connector) return
      // A catalogue or custom wallet (links only: its session comes over WalletConnect) pairs; an
      // EXTERNAL connector of the host's own (a Safe app, a custodial API) connects itself.
      if (connector.type === 'EXTERNAL' && 'wallet' in connector) return kit.router.push('ConnectingWalletConnect', { wallet, connector })
      kit.router.push('ConnectingExternal', { connector, wallet })
    },
    [kit],
  )
  const selectCatalogueWallet = useCallback(
    (wallet: CatalogueWallet, imageUrl: string | undefined) => {
      const injected = kit.connectors.store
        .getState()
        .groups.find(
          (g) =>
            g.type !== 'EXTERNAL' && g.type !== 'WALLET_CONNECT' && ((wallet.rdns && g.rdns === wallet.rdns) || g.name === wallet.name),
        )
      if (injected)
        return selectItem({ kind: 'connector', key: injected.id, name: injected.name, imageUrl: injected.imageUrl, connector: injected })
      kit.router.push('ConnectingWalletConnect', { wallet: { id: wallet.id, name: wallet.name, imageUrl }, catalogueWallet: wallet })
    },
    [kit, selectItem],
  )
  return { selectItem, selectCatalogueWallet }
}
