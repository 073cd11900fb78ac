// ESC/CSI/OSC sequences (colours, cursor moves, window titles, hyperlinks) and the C1 controls.
const ESCAPES = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b\[[0-?]*[ -/]*[@-~]|\u001b[@-_]|[\u0080-\u009f]/g
// Other C0 controls except tab and newline (a bare \r could overwrite what was printed before).
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g

// Bidi controls (which reorder what a line shows, "Trojan Source") and zero-width or otherwise
// invisible characters (which hide text or make two names look alike): shown as \u{XXXX}.
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]|\u{e0000}|[\u{e0001}-\u{e007f}]|[\u{e0100}-\u{e01ef}]/gu

/** Makes bidi and invisible characters visible as `\u{XXXX}`. */
export function revealInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}}`)
}

/**
 * Registry text (titles, descriptions, file contents in diffs, item names in errors) reaches
 * the terminal through here: escape sequences could rewrite the screen, hide lines or set
 * the window title, so they are dropped, other control characters shown as `\xNN` and bidi or
 * invisible characters as `\u{XXXX}`.
 */
export function stripTerminalEscapes(text: string): string {
  return revealInvisible(text.replace(ESCAPES, '').replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`))
}

/** Plain stdout lines; the CLI's only writer, so tests can read output by stream. */
export function say(line = ''): void {
  process.stdout.write(`${stripTerminalEscapes(line)}\n`)
}

export function warn(line: string): void {
  process.stderr.write(`${stripTerminalEscapes(line)}\n`)
}
