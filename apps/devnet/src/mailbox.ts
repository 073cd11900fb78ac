export type MailMessage = { to: string; subject: string; text: string; code?: string; at: string }

/** In-memory inbox that stands in for e-mail delivery of one-time codes. */
export type Mailbox = {
  send(message: { to: string; subject: string; text: string }): void
  messagesFor(to: string): MailMessage[]
}

export function createMailbox(): Mailbox {
  const messages: MailMessage[] = []
  return {
    send(message) {
      const code = /\b(\d{6})\b/.exec(`${message.subject} ${message.text}`)?.[1]
      messages.push({ ...message, to: message.to.trim().toLowerCase(), ...(code ? { code } : {}), at: new Date().toISOString() })
    },
    messagesFor(to) {
      const wanted = to.trim().toLowerCase()
      return messages.filter((m) => m.to === wanted)
    },
  }
}
