export type CreateFrameIframeParameters = {
  /** The secure site's SDK page, e.g. https://secure.walletconnect.org/sdk. */
  sdkUrl: string
  projectId: string
  chainId: string | number
  version: string
  enableLogger: boolean
  rpcUrl?: string | undefined
  document?: Document | undefined
}

/**
 * Creates the hidden secure-frame iframe (SPEC §2, API.md §5) and appends it to the body.
 *
 * @example
 * const iframe = createFrameIframe({ sdkUrl, projectId: 'p', chainId: 'eip155:1', version: '4', enableLogger: false })
 */
export function createFrameIframe(parameters: CreateFrameIframeParameters): HTMLIFrameElement {
  const doc = parameters.document ?? document
  const src = new URL(parameters.sdkUrl)
  src.searchParams.set('projectId', parameters.projectId)
  src.searchParams.set('chainId', String(parameters.chainId))
  src.searchParams.set('version', parameters.version)
  src.searchParams.set('enableLogger', String(parameters.enableLogger))
  if (parameters.rpcUrl) src.searchParams.set('rpcUrl', parameters.rpcUrl)

  const iframe = doc.createElement('iframe')
  iframe.id = 'w3m-iframe'
  iframe.name = 'w3m-secure-iframe'
  iframe.src = src.toString()
  iframe.style.display = 'none'
  iframe.style.position = 'fixed'
  iframe.style.zIndex = '999999'
  doc.body.appendChild(iframe)
  return iframe
}
