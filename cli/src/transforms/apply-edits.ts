import type { TextEdit } from './types.js'

/** Applies edits made against `text`, from the last one back; overlapping edits are a bug in a pass. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = [...edits].sort((a, b) => b.start - a.start)
  let result = text
  let limit = text.length
  for (const edit of ordered) {
    if (edit.start < 0 || edit.end < edit.start || edit.end > limit)
      throw new Error(`overlapping or out-of-range edit at ${edit.start}-${edit.end}`)
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
    limit = edit.start
  }
  return result
}
