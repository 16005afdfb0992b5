// A setting's CLI flag is declared on its row of the settings table: the CLI parses it, lists it in the usage, and
// turns it into the setting, which the config then checks as it checks a file's.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { SETTINGS } from '../../src/config/settings.js'
import { USAGE } from '../../src/cli/run.js'
import { settingFlagOptions, settingOverrides } from '../../src/cli/setting-flags.js'
import { defaultConfig, mergeConfig } from '../../src/config/config.js'

test('every flag on a row is parsed and listed in the usage', () => {
  const options = settingFlagOptions()
  for (const r of SETTINGS.filter((x) => x.flag)) {
    assert.ok(options[r.flag!.name], `--${r.flag!.name} is parsed`)
    assert.ok(USAGE.includes(`  --${r.flag!.name}`), `--${r.flag!.name} is in the usage`)
  }
  assert.deepEqual(options['repo-url'], { type: 'string', multiple: true })
  assert.deepEqual(options.offline, { type: 'boolean' })
})

test('flags become settings, checked as a file is', () => {
  const o = settingOverrides({
    offline: true,
    'no-diff': true,
    'fail-on-unknown': true,
    deadline: '60',
    'fail-on': 'medium',
    'repo-url': ['a', 'b'],
    'diff-created': false
  })
  assert.deepEqual(o, { runDeadlineSeconds: 60, failOn: 'medium', network: false, repoURLs: ['a', 'b'], failOnUnknown: true, diff: false })
  const c = mergeConfig(defaultConfig(2), o, 'options')
  assert.equal(c.network, false)
  assert.equal(c.runDeadlineSeconds, 60)
  assert.throws(
    () => mergeConfig(defaultConfig(2), settingOverrides({ deadline: 'soon' }), 'options'),
    /'runDeadlineSeconds' is "soon"; expected a whole number of seconds/
  )
})
