import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Connector, ConnectorType } from '@/registry/lib/connectors/connector-interface'

/** One wallet as the modal lists it: its connectors on every namespace it serves. */
export type ConnectorGroup = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  rdns?: string | undefined
  connectors: readonly Connector[]
}

/**
 * SPEC §4: connectors sharing a name across namespaces become one MULTI_CHAIN entry, or AUTH
 * when it is the auth connector; either way the merged entry's namespace is eip155.
 *
 * @example
 * mergeConnectors([metamaskEvm, metamaskSolana]) // [{ type: 'MULTI_CHAIN', connectors: [2] }]
 */
export function mergeConnectors(connectors: readonly Connector[]): ConnectorGroup[] {
  const byName = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const list = byName.get(connector.name)
    if (list) list.push(connector)
    else byName.set(connector.name, [connector])
  }
  return [...byName.values()].map((list) => {
    const first = list[0] as Connector
    const namespaces = new Set(list.map((c) => c.chain))
    const isAuth = list.some((c) => c.type === 'AUTH')
    const merged = namespaces.size > 1
    return {
      id: first.id,
      name: first.name,
      type: merged ? (isAuth ? 'AUTH' : 'MULTI_CHAIN') : first.type,
      chain: merged ? 'eip155' : first.chain,
      imageUrl: list.find((c) => c.imageUrl)?.imageUrl ?? list.find((c) => c.info?.icon)?.info?.icon,
      imageId: list.find((c) => c.imageId)?.imageId,
      explorerId: list.find((c) => c.explorerId)?.explorerId,
      rdns: list.find((c) => c.info?.rdns)?.info?.rdns,
      connectors: list,
    }
  })
}
