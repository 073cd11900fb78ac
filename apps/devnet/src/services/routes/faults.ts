import { z } from 'zod'
import { json, parseBody, type Route } from '../http'
import type { LocalChains } from '../local-chains'

/** How a faulty endpoint answers: a body that is not JSON, a 500, or no answer at all. */
export const faultModes = ['garbage', 'status-500', 'timeout'] as const
export type FaultMode = (typeof faultModes)[number]

// One switch board per devnet (keyed by its chains), so two devnets in one process stay apart.
const boards = new WeakMap<LocalChains, Map<string, FaultMode>>()
function boardOf(chains: LocalChains): Map<string, FaultMode> {
  let board = boards.get(chains)
  if (!board) boards.set(chains, (board = new Map()))
  return board
}

// Long enough to outlast any client timeout; unref'd so a stopped devnet does not wait for it.
const hangMs = 10 * 60_000
function hang(): Promise<never> {
  return new Promise(() => setTimeout(() => {}, hangMs).unref())
}

/** Wraps routes so that a fault switched on for a route's path replaces its answer. */
export function withFaults(chains: LocalChains, routes: Route[]): Route[] {
  const board = boardOf(chains)
  return routes.map((route) => ({
    ...route,
    handle: (ctx) => {
      const mode = board.get(route.path)
      if (mode === 'garbage') return { status: 200, contentType: 'application/json', text: '<html>not json{{' }
      if (mode === 'status-500') return { status: 500, json: { status: 'FAILED', message: 'Fault switched on by a test' } }
      if (mode === 'timeout') return hang()
      return route.handle(ctx)
    },
  }))
}

const faultBody = z.object({ path: z.string().startsWith('/'), mode: z.enum(faultModes).nullable() })

/** Dev routes for contract tests: POST /dev/faults {path, mode|null}, POST /dev/faults/reset, GET /dev/faults. */
export function faultRoutes(chains: LocalChains): Route[] {
  const board = boardOf(chains)
  return [
    { method: 'GET', path: '/dev/faults', handle: () => json({ faults: Object.fromEntries(board) }) },
    {
      method: 'POST',
      path: '/dev/faults',
      handle: (ctx) => {
        const { path, mode } = parseBody(ctx, faultBody)
        if (mode) board.set(path, mode)
        else board.delete(path)
        return json({ faults: Object.fromEntries(board) })
      },
    },
    {
      method: 'POST',
      path: '/dev/faults/reset',
      handle: () => {
        board.clear()
        return json({ faults: {} })
      },
    },
  ]
}
