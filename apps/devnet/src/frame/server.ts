import { createFrameServer, type FrameServer } from '../../../frame/src/server/create-frame-server'

// Serves apps/frame (the reference secure site) on its own origin for startDevnet.
export type FrameSiteOptions = {
  port: number
  /** Services base URL (dev mailbox, blockchain API). */
  servicesUrl: string
  evmChains: ReadonlyArray<{ chainId: number; rpcUrl: string; name: string }>
  solanaRpcUrl: string
  /** DevSmartAccountFactory on the EVM chains; without it the frame offers no usable smart account. */
  smartAccountFactory?: `0x${string}`
  /** Delivers a one-time code e-mail to the dev mailbox. */
  sendMail: (message: { to: string; subject: string; text: string }) => void
  /** Origins allowed to embed the frame, per projectId ('*' for any); the demo's origins by default, more through allowOrigin. */
  allowedOrigins?: Record<string, readonly string[]>
}

export type FrameSite = FrameServer

export async function startFrameSite(options: FrameSiteOptions): Promise<FrameSite | null> {
  return createFrameServer({
    port: options.port,
    evmChains: options.evmChains,
    solanaRpcUrl: options.solanaRpcUrl,
    smartAccountFactory: options.smartAccountFactory,
    sendMail: options.sendMail,
    allowedOrigins: options.allowedOrigins,
  })
}
