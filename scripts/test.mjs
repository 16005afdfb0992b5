#!/usr/bin/env node
// Runs every test/**/*.test.ts with node's test runner (TypeScript through tsx). Extra args filter by substring.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function find(dir) {
  const out = []
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) out.push(...find(p))
    else if (name.endsWith('.test.ts')) out.push(p)
  }
  return out
}

const filters = process.argv.slice(2)
const files = find('test').filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
if (files.length === 0) {
  console.error('no test files matched')
  process.exit(1)
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], { stdio: 'inherit' })
process.exit(r.status ?? 1)
