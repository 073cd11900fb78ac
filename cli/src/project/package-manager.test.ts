import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { detectPackageManager, installArgs, installEnv } from './package-manager'

const root = mkdtempSync(join(tmpdir(), 'walletkit-pm-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('detectPackageManager', () => {
  test.each([
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['package-lock.json', 'npm'],
  ])('parameters: %s', (file, manager) => {
    const dir = join(root, manager + file)
    mkdirSync(dir)
    writeFileSync(join(dir, file), '')
    expect(detectPackageManager(dir)).toBe(manager)
  })

  test('behavior: a workspace member uses the lock file above it', () => {
    mkdirSync(join(root, 'ws/packages/app'), { recursive: true })
    writeFileSync(join(root, 'ws/pnpm-lock.yaml'), '')
    expect(detectPackageManager(join(root, 'ws/packages/app'))).toBe('pnpm')
  })
})

describe('installArgs', () => {
  test('default', () => {
    expect(installArgs('npm', ['viem@2'], false)).toEqual(['install', 'viem@2'])
    expect(installArgs('pnpm', ['viem@2'], true)).toEqual(['add', '-D', 'viem@2'])
  })

  test('parameters: scripts off', () => {
    expect(installArgs('npm', ['viem@2'], true, false)).toEqual(['install', '--save-dev', '--ignore-scripts', 'viem@2'])
    expect(installArgs('bun', ['viem@2'], false, false)).toEqual(['add', '--ignore-scripts', 'viem@2'])
    // yarn 2+ rejects the flag; its environment carries the setting instead.
    expect(installArgs('yarn', ['viem@2'], false, false)).toEqual(['add', 'viem@2'])
    expect(installEnv(false)).toMatchObject({ npm_config_ignore_scripts: 'true', YARN_ENABLE_SCRIPTS: 'false' })
  })
})
