// Config validation knows every rule id from the rule registry, whatever was imported first (issue 10: no mutable
// set filled at import time). This file imports the config module alone: nothing else has loaded the rules.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError, defaultConfig, mergeConfig } from '../../src/config/config.js'

test('an unknown rule id is rejected, naming the known rules, even when only the config module was imported', () => {
  assert.throws(
    () => mergeConfig(defaultConfig(1), { rules: { 'mass-prun': false } }, '.prune-guard.yaml'),
    (e: unknown) => e instanceof ConfigError && /unknown rule 'mass-prun'/.test(e.message) && /Known rules: .*mass-prune/.test(e.message)
  )
})

test('a known rule id is accepted and its setting kept', () => {
  const c = mergeConfig(defaultConfig(1), { rules: { 'mass-prune': false, prune: 'low' } }, '.prune-guard.yaml')
  assert.deepEqual(c.rules['mass-prune'], { enabled: false })
  assert.deepEqual(c.rules.prune, { severity: 'low' })
})
