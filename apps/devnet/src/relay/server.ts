// Placeholder owned by the WalletConnect work (issue 6): the local relay.
export type RelayOptions = { port: number; log?: (line: string) => void }
export type Relay = { url: string; stop(): Promise<void> }

export async function startRelay(_options: RelayOptions): Promise<Relay | null> {
  return null
}
