// ESC/CSI/OSC sequences (colours, cursor moves, window titles, hyperlinks) and the C1 controls.
const ESCAPES = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b\[[0-?]*[ -/]*[@-~]|\u001b[@-_]|[\u0080-\u009f]/g
// Other C0 controls except tab and newline (a bare \r could overwrite what was printed before).
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/**
 * Registry text (titles, descriptions, file contents in diffs, item names in errors) reaches
 * the terminal through here: escape sequences could rewrite the screen, hide lines or set
 * the window title, so they are dropped and other control characters shown as `\xNN`.
 */
export function stripTerminalEscapes(text: string): string {
  return text.replace(ESCAPES, '').replace(CONTROLS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
}

/** Plain stdout lines; the CLI's only writer, so tests can read output by stream. */
export function say(line = ''): void {
  process.stdout.write(`${stripTerminalEscapes(line)}\n`)
}

export function warn(line: string): void {
  process.stderr.write(`${stripTerminalEscapes(line)}\n`)
}
