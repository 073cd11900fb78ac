/** Plain stdout lines; the CLI's only writer, so tests can read output by stream. */
export function say(line = ''): void {
  process.stdout.write(`${line}\n`)
}

export function warn(line: string): void {
  process.stderr.write(`${line}\n`)
}
