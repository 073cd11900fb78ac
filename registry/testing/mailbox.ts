import type { DevnetInfo } from './devnet'

type MailboxAnswer = { messages: Array<{ to: string; subject: string; code?: string; at: string }> }

export type Mailbox = {
  /** The one-time code of the newest e-mail to `email` sent since the mailbox was opened (or since `since`); waits for it. */
  code(email: string, options?: { since?: Date; timeoutMs?: number }): Promise<string>
}

/**
 * The devnet's dev mailbox, where the secure frame's e-mail codes arrive instead of an inbox.
 *
 * @example
 * const code = await mailbox(devnet).code('ada@example.com')
 */
export function mailbox(devnet: Pick<DevnetInfo, 'urls'>): Mailbox {
  const opened = new Date()
  return {
    async code(email, options = {}) {
      const since = (options.since ?? opened).toISOString()
      const deadline = Date.now() + (options.timeoutMs ?? 15_000)
      // The frame sends the code a moment after the user submits the address: ask until it is there.
      for (;;) {
        const response = await fetch(`${devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(email)}`)
        if (!response.ok) throw new Error(`dev mailbox: HTTP ${response.status}`)
        const { messages } = (await response.json()) as MailboxAnswer
        const code = messages.filter((message) => message.code && message.at >= since).at(-1)?.code
        if (code) return code
        if (Date.now() > deadline) throw new Error(`dev mailbox: no code for ${email} within ${options.timeoutMs ?? 15_000} ms`)
        await new Promise((next) => setTimeout(next, 100))
      }
    },
  }
}
