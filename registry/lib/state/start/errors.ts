/**
 * The errors the state layer throws, from the lib/errors catalogue (one class per SPEC text, so
 * `instanceof` agrees across the kit). Re-exported under the names the stores have used.
 */
export { ConnectorUndefinedError } from '@/registry/lib/errors/connector'
export { LastNetworkRemovalError, NetworkNotFoundError } from '@/registry/lib/errors/network'
export { SiwxConfigConflictError as SiweAndSiwxConflictError } from '@/registry/lib/errors/siwx-errors'
