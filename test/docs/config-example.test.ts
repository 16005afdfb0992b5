// The configuration examples are valid .prune-guard.yaml: every key they show is accepted as written. The full one is
// the settings reference (docs/configuration.md, between the EXAMPLE markers); the README shows the most used.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { defaultConfig, loadConfigText } from '../../src/config/config.js'

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const firstYaml = (text: string): string => /```yaml\n([\s\S]*?)```/.exec(text)![1]!

test('docs/configuration.md: the settings example loads without an error, rootApps included', () => {
  const doc = read('docs/configuration.md')
  const start = doc.indexOf('<!-- BEGIN EXAMPLE: settings -->')
  const end = doc.indexOf('<!-- END EXAMPLE: settings -->')
  assert.ok(start > 0 && end > start, 'the settings markers are in docs/configuration.md')
  const config = loadConfigText(defaultConfig(2), firstYaml(doc.slice(start, end)), 'docs/configuration.md example')
  assert.equal(config.rootApps.length, 1)
  assert.equal(config.rootApps[0]!.manifest.kind, 'Application')
  assert.equal(config.plugins.length, 1)
})

test('README: the configuration summary loads without an error', () => {
  const readme = read('README.md')
  const config = loadConfigText(defaultConfig(2), firstYaml(readme.slice(readme.indexOf('\n## Configuration\n'))), 'README example')
  assert.deepEqual(config.kustomizeBuildOptions, ['--enable-helm'])
})
