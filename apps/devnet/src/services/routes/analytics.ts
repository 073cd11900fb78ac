import { z } from 'zod'
import { errorBody, HttpError, json, type Route, type RouteContext } from '../http'

const event = z
  .object({
    eventId: z.string().optional(),
    url: z.string().optional(),
    domain: z.string().optional(),
    timestamp: z.union([z.number(), z.string()]).optional(),
    props: z.object({ type: z.string(), event: z.string() }).loose(),
  })
  .loose()

export type RecordedEvent = z.infer<typeof event> & {
  projectId: string
  st: string | null
  sv: string | null
  /** Which endpoint received it. */
  via: '/e' | '/batch'
  receivedAt: string
}

export type AnalyticsSink = { events(): RecordedEvent[]; reset(): void; routes(): Route[] }

/**
 * The analytics endpoint: records every event for tests to read. Project ids in the deny list
 * get 403, as an origin missing from the project's allowlist does on the real service.
 */
export function createAnalyticsSink(options: { deniedProjectIds: ReadonlyArray<string> }): AnalyticsSink {
  let recorded: RecordedEvent[] = []
  const accept = (ctx: RouteContext, via: RecordedEvent['via'], items: ReadonlyArray<z.infer<typeof event>>) => {
    const projectId = ctx.query.get('projectId') ?? ''
    if (!projectId) throw new HttpError(400, 'projectId is required')
    if (options.deniedProjectIds.includes(projectId))
      throw new HttpError(403, 'Forbidden', errorBody(`Project ${projectId} is not allowed from this origin`, 'origin'))
    const receivedAt = new Date().toISOString()
    for (const item of items) recorded.push({ ...item, projectId, st: ctx.query.get('st'), sv: ctx.query.get('sv'), via, receivedAt })
    return json({ ok: true, received: items.length })
  }
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.infer<T> => {
    const result = schema.safeParse(body)
    if (!result.success) throw new HttpError(400, 'Invalid analytics event body')
    return result.data
  }
  return {
    events: () => [...recorded],
    reset: () => {
      recorded = []
    },
    routes: () => [
      { method: 'POST', path: '/e', handle: (ctx) => accept(ctx, '/e', [parse(event, ctx.body)]) },
      { method: 'POST', path: '/batch', handle: (ctx) => accept(ctx, '/batch', parse(z.array(event), ctx.body)) },
    ],
  }
}
