// Builds the examples/demo repository (base commit, head commit) the way `npm run demo` does.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { commit, makeRepo } from './git.js'

const demo = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..', 'examples', 'demo')

export function demoRepo(): string {
  const dir = makeRepo({})
  cpSync(join(demo, 'base'), dir, { recursive: true })
  commit(dir, {}, 'base')
  cpSync(join(demo, 'head'), dir, { recursive: true })
  for (const p of readFileSync(join(demo, 'head.remove'), 'utf8').split('\n').filter(Boolean)) rmSync(join(dir, p))
  commit(dir, {}, 'head')
  return dir
}
