// Placeholder owned by the embedded-wallet work (issue 5): serves apps/frame on its own origin.
export type FrameSiteOptions = {
  port: number
  /** Services base URL (dev mailbox, blockchain API). */
  servicesUrl: string
  evmChains: ReadonlyArray<{ chainId: number; rpcUrl: string; name: string }>
  solanaRpcUrl: string
  /** Delivers a one-time code e-mail to the dev mailbox. */
  sendMail: (message: { to: string; subject: string; text: string }) => void
}

export type FrameSite = { url: string; stop(): Promise<void> }

export async function startFrameSite(_options: FrameSiteOptions): Promise<FrameSite | null> {
  return null
}
