export type GetNodeRpcUrlParameters = {
  /** Blockchain API base, e.g. `https://rpc.walletconnect.org` or devnet's services URL. */
  blockchainApiUrl: string
  /** CAIP-2 id, e.g. `eip155:1`. */
  caipNetworkId: string
  projectId: string
}

/**
 * The node RPC URL the blockchain API proxies for one network (SPEC §7, API.md §1):
 * `<base>/v1/?chainId=<caip2>&projectId=<id>`.
 *
 * @example
 * getNodeRpcUrl({ blockchainApiUrl: 'https://rpc.walletconnect.org', caipNetworkId: 'eip155:1', projectId: 'p' })
 */
export function getNodeRpcUrl({ blockchainApiUrl, caipNetworkId, projectId }: GetNodeRpcUrlParameters): string {
  const url = new URL('/v1/', blockchainApiUrl)
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
