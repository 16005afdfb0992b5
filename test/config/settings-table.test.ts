// The settings table (src/config/settings.ts) is the one place a setting is declared: the config reads every row and
// nothing else, defaults come from it, and every action input a row names is an input of action.yml that the action
// reads, with no default of its own (an input default would override the base revision's config).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { parse } from 'yaml'
import { SETTINGS } from '../../src/config/settings.js'
import { defaultConfig, mergeConfig, ConfigError } from '../../src/config/config.js'
import { Inputs } from '../../src/github/constants.js'

test('every row is a setting the config reads, and only those', () => {
  const keys = SETTINGS.map((r) => r.key)
  assert.equal(new Set(keys).size, keys.length, 'one row per setting')
  assert.throws(
    () => mergeConfig(defaultConfig(2), { nope: 1 }, 'here'),
    (e: unknown) => e instanceof ConfigError && e.message === `here: unknown setting 'nope'. Known settings: ${keys.join(', ')}.`
  )
  const defaults = defaultConfig(4)
  assert.deepEqual(
    Object.keys(defaults).sort(),
    SETTINGS.filter((r) => r.default)
      .map((r) => r.key)
      .sort()
  )
  assert.equal(defaults.concurrency, 4)
  // Each row reads its own default back (a default its own check would refuse is a bug in the row).
  for (const r of SETTINGS.filter((x) => x.default && x.key !== 'labels' && x.key !== 'approvers')) {
    const v = defaults[r.key]
    assert.deepEqual(mergeConfig(defaultConfig(4), { [r.key]: v }, 'here')[r.key], v, r.key)
  }
})

test('a bad value is refused with the setting, the value and what was expected', () => {
  assert.throws(
    () => mergeConfig(defaultConfig(2), { failOn: 'urgent' }, 'f.yaml'),
    /^ConfigError: f\.yaml: 'failOn' is "urgent"; expected one of critical, high, medium, low, info\.$/
  )
  assert.throws(() => mergeConfig(defaultConfig(2), { concurrency: 0 }, 'f.yaml'), /'concurrency' is 0; expected a whole number from 1 to 3600/)
  assert.throws(() => mergeConfig(defaultConfig(2), { diff: 'yes' }, 'f.yaml'), /'diff' is "yes"; expected true or false/)
  // Mappings merge with what is already there.
  const c = mergeConfig(mergeConfig(defaultConfig(2), { scopes: { 'a/A': 'Cluster' } }, 'x'), { scopes: { 'b/B': 'Namespaced' } }, 'y')
  assert.deepEqual(c.scopes, { 'a/A': 'Cluster', 'b/B': 'Namespaced' })
})

test("action.yml declares every row's input without a default, and the action knows it", () => {
  const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
    inputs: Record<string, { default?: unknown; description: string }>
  }
  const known = new Set<string>(Object.values(Inputs))
  const inputs = SETTINGS.filter((r) => r.input)
  assert.ok(inputs.length >= 6)
  for (const r of inputs) {
    const decl = action.inputs[r.input!]
    assert.ok(decl, `action.yml has input ${r.input} (setting ${r.key})`)
    assert.ok(decl.default === undefined || decl.default === '', `${r.input} has no default: the base config decides`)
    assert.ok(known.has(r.input!), `src/github/constants.ts Inputs names ${r.input}`)
  }
})
