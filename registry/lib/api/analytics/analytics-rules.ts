import { alerts, type Alert } from '@/registry/lib/errors/alerts'
import { HttpStatusError } from '@/registry/lib/errors/api'

/** SPEC §9: events that are never sent, whatever the caller asks. */
export const NEVER_SENT_EVENTS: ReadonlySet<string> = new Set(['MODAL_CREATED'])

/** Whether `event` may leave the page at all (SPEC §9). */
export function isSendable(event: string): boolean {
  return !NEVER_SENT_EVENTS.has(event)
}

/** What `onAlert` hears: the SPEC §8 catalogue entry, which the kit's alert store shows as is. */
export type AnalyticsAlert = Alert

/**
 * The alert a failed send raises, if any: a 403 means the page's origin is not on the project's
 * allowlist (SPEC §8 'Invalid App Configuration'), and nothing more should be sent. Any other
 * failure raises nothing (events are best effort).
 *
 * @example
 * const alert = refusalAlert(error); if (alert) { refused = true; config.onAlert?.(alert) }
 */
export function refusalAlert(error: unknown): AnalyticsAlert | undefined {
  return error instanceof HttpStatusError && error.status === 403 ? alerts.invalidAppConfiguration : undefined
}
