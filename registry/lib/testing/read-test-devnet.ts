import * as z from 'zod/mini'

// zod/mini: the app reads this on its page-load path.
const testDevnetSchema = z.object({
  services: z.url(),
  frame: z.optional(z.url()),
  relay: z.optional(z.string()),
  solanaRpc: z.optional(z.url()),
  chains: z.array(z.object({ chainId: z.number().check(z.int(), z.positive()), name: z.string(), rpcUrl: z.url() })),
  deployed: z.optional(z.unknown()),
})

/** The devnet a test gave the page (the testing item's injectTestWallet): URLs, chains, what its deploy hook returned. */
export type TestDevnet = z.infer<typeof testDevnetSchema>

/**
 * The devnet this page runs against in a test, or undefined (always in production): point the
 * provider's URLs and networks at it when present.
 *
 * @example
 * const devnet = readTestDevnet()
 * const networks = devnet ? devnet.chains.map((c) => defineLocalEvmNetwork({ id: c.chainId, name: c.name, rpcUrl: c.rpcUrl })) : [mainnet]
 */
export function readTestDevnet(): TestDevnet | undefined {
  if (typeof window === 'undefined') return undefined
  const parsed = testDevnetSchema.safeParse((window as Window & { __walletkitDevnet?: unknown }).__walletkitDevnet)
  return parsed.success ? parsed.data : undefined
}
