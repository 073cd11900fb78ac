import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { AdapterConnectedError } from '@/registry/lib/errors/network'

export type AssertAdapterRemovableParameters = {
  chainNamespace: ChainNamespace
  /** Namespaces with a live connection right now. */
  connectedNamespaces: readonly ChainNamespace[]
}

/**
 * SPEC §5: an adapter cannot be removed while its namespace is connected; the caller must
 * disconnect first. Throws AdapterConnectedError.
 *
 * @example
 * assertAdapterRemovable({ chainNamespace: 'solana', connectedNamespaces: ['eip155'] }) // ok
 */
export function assertAdapterRemovable({ chainNamespace, connectedNamespaces }: AssertAdapterRemovableParameters): void {
  if (connectedNamespaces.includes(chainNamespace)) throw new AdapterConnectedError({ details: chainNamespace })
}
