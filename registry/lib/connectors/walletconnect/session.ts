import { z } from 'zod'

const caip10 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)

const namespaceSchema = z.object({
  accounts: z.array(caip10),
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

/** The CAIP-2 chains a session approved for a namespace (from `chains`, or from its accounts). */
export function sessionChains(session: WalletConnectSession, namespace: string): string[] {
  const entry = session.namespaces[namespace]
  if (!entry) return []
  const fromAccounts = entry.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(entry.chains ?? []), ...fromAccounts])]
}

/** Plain addresses the session holds on one chain (CAIP-2), without duplicates, in wallet order. */
export function sessionAddresses(session: WalletConnectSession, caipNetworkId: string): string[] {
  const entry = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
  const prefix = `${caipNetworkId}:`
  return [...new Set(entry.filter((account) => account.startsWith(prefix)).map((account) => account.slice(prefix.length)))]
}

export function sessionMethods(session: WalletConnectSession, namespace: string): readonly string[] {
  return session.namespaces[namespace]?.methods ?? []
}
