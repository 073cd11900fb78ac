import { z } from 'zod'
import { parseCaipAddress, type ParseCaipAddressReturnType } from '@/registry/lib/caip/parse-caip-address'

// Accounts are checked by the one CAIP-10 rule (sessionAccounts), so a bad one fails with its SPEC text.
const namespaceSchema = z.object({
  accounts: z.array(z.string()),
  chains: z.array(z.string()).optional(),
  methods: z.array(z.string()),
  events: z.array(z.string()),
})

/** The session a wallet settles, as sign-client hands it over: parsed where it enters the kit. */
export const sessionSchema = z.object({
  topic: z.string().min(1),
  expiry: z.number(),
  namespaces: z.record(z.string(), namespaceSchema),
  peer: z.object({
    metadata: z.object({ name: z.string(), icons: z.array(z.string()).optional(), url: z.string().optional() }).loose(),
  }),
})

export type WalletConnectSession = z.infer<typeof sessionSchema>

/**
 * The session's accounts, parsed: an account id that is not CAIP-10 with a known namespace throws
 * 'Invalid CAIP-10 address' (SPEC §5), so a wallet settling one fails the connect with that text.
 */
export function sessionAccounts(session: WalletConnectSession, namespace?: string): ParseCaipAddressReturnType[] {
  const entries = namespace === undefined ? Object.values(session.namespaces) : [session.namespaces[namespace]]
  return entries.flatMap((entry) => entry?.accounts ?? []).map((account) => parseCaipAddress(account))
}

/** The CAIP-2 chains a session approved for a namespace (from `chains`, or from its accounts). */
export function sessionChains(session: WalletConnectSession, namespace: string): string[] {
  const fromAccounts = sessionAccounts(session, namespace).map((account) => account.caipNetworkId)
  return [...new Set([...(session.namespaces[namespace]?.chains ?? []), ...fromAccounts])]
}

/** Plain addresses the session holds on one chain (CAIP-2), without duplicates, in wallet order. */
export function sessionAddresses(session: WalletConnectSession, caipNetworkId: string): string[] {
  const accounts = sessionAccounts(session).filter((account) => account.caipNetworkId === caipNetworkId)
  return [...new Set(accounts.map((account) => account.address))]
}

export function sessionMethods(session: WalletConnectSession, namespace: string): readonly string[] {
  return session.namespaces[namespace]?.methods ?? []
}
