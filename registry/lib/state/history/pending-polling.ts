/** SPEC §9: the pending-transaction polling interval when the host turns polling on (off by default). */
export const PENDING_POLL_INTERVAL_MS = 30_000
