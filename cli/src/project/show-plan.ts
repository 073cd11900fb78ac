import { createTwoFilesPatch } from 'diff'
import type { Plan, PlannedFile } from './plan.js'

const labels: Record<PlannedFile['action'], string> = {
  create: 'create   ',
  update: 'update   ',
  identical: 'identical',
  edited: 'EDITED   ',
  owned: 'OWNED    ',
}

export function unifiedDiff(target: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${target}`, `b/${target}`, before, after, 'local', 'registry')
}

export function describePlan(plan: Plan, options: { diff: boolean }): string[] {
  const lines = [`Items: ${plan.items.map(({ item }) => `${item.name}@${item.meta.version}`).join(', ')}`]
  for (const file of plan.files) {
    const note =
      file.action === 'edited'
        ? '  (edited locally: kept unless --overwrite)'
        : file.action === 'owned'
          ? `  (belongs to ${file.owner ?? 'another item'}: kept unless --overwrite)`
          : file.wiring
            ? '  (wire views)'
            : ''
    lines.push(`  ${labels[file.action]} ${file.target}${note}`)
    if (options.diff && file.local !== undefined && file.action !== 'identical')
      lines.push(unifiedDiff(file.target, file.local, file.content))
  }
  if (plan.dependencies.length > 0) lines.push(`npm dependencies: ${plan.dependencies.join(' ')}`)
  if (plan.devDependencies.length > 0) lines.push(`npm devDependencies: ${plan.devDependencies.join(' ')}`)
  return lines
}
