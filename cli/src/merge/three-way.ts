import { diff3Merge } from 'node-diff3'

export type MergeOutcome = { content: string; conflicts: number }

const split = (text: string): string[] => text.split('\n')

/**
 * Line-based three-way merge. Conflicts keep both sides between git-style markers, so the
 * host's edit and the registry's change are both on disk for the user to resolve.
 */
export function mergeThreeWay(ours: string, base: string, theirs: string): MergeOutcome {
  const regions = diff3Merge(split(ours), split(base), split(theirs), { excludeFalseConflicts: true })
  const lines: string[] = []
  let conflicts = 0
  for (const region of regions) {
    if (region.ok) lines.push(...region.ok)
    else if (region.conflict) {
      conflicts++
      lines.push(
        '<<<<<<< local',
        ...region.conflict.a,
        '||||||| base',
        ...region.conflict.o,
        '=======',
        ...region.conflict.b,
        '>>>>>>> registry',
      )
    }
  }
  return { content: lines.join('\n'), conflicts }
}

/** Without a base (its pristine copy is gone), the whole file is one conflict: nothing is guessed. */
export function conflictWhole(ours: string, theirs: string): MergeOutcome {
  const body = (text: string) => (text.endsWith('\n') ? text : `${text}\n`)
  return { content: `<<<<<<< local\n${body(ours)}=======\n${body(theirs)}>>>>>>> registry\n`, conflicts: 1 }
}
