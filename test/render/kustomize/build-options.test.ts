import assert from 'node:assert/strict'
import { test } from 'node:test'
import { acceptedBuildOptions, loadsUnrestricted, refusedBuildOption } from '../../../src/render/kustomize/build-options.js'
import { buildOptionsVerdict } from '../../../src/render/kustomize/options-hint.js'

test('R1.6.4: the first refused option as written, with why; off-switched boolean flags are accepted', () => {
  assert.equal(refusedBuildOption(['--enable-helm --load-restrictor LoadRestrictionsNone']), undefined)
  assert.equal(refusedBuildOption(['--enable-alpha-plugins=false', '--network=false']), undefined)
  assert.equal(refusedBuildOption(['--enable-helm', '--enable-exec'])?.option, '--enable-exec')
  assert.match(refusedBuildOption(['--helm-command=/bin/sh'])!.why, /arbitrary binary/)
  assert.equal(refusedBuildOption(['--enable-alpha-plugins=true'])?.option, '--enable-alpha-plugins=true')
})

test('R1.6.4: refused options are recognised in every spelling pflag reads (issue 44 item 13)', () => {
  for (const t of ['--enable_alpha_plugins', '--enable-alpha_plugins=true', '--helm_command=x', '-o=x', '-ox', '-hox', '--output=x'])
    assert.equal(refusedBuildOption([t])?.option, t)
  // `-eo` is --env=o; `--network_` is no flag kustomize knows (it fails on it); `=false` switches a boolean off.
  assert.equal(refusedBuildOption(['--enable_alpha_plugins=false', '-eo', '--network_', '--load_restrictor=LoadRestrictionsNone']), undefined)
  assert.equal(acceptedBuildOptions('--enable_exec --helm_command /bin/sh -o/tmp/x -o y --enable-helm'), '--enable-helm')
})

test('R1.6.4: a value without the refused options, their values too, for a hint to copy', () => {
  assert.equal(
    acceptedBuildOptions('--enable-alpha-plugins --enable-helm --load-restrictor LoadRestrictionsNone'),
    '--enable-helm --load-restrictor LoadRestrictionsNone'
  )
  assert.equal(acceptedBuildOptions('--helm-command /usr/bin/helm3 --enable-helm -o out --mount=type=bind'), '--enable-helm')
  assert.equal(acceptedBuildOptions('--network=false --enable-exec=false'), '--network=false --enable-exec=false')
})

test('R1.6.4: unrestricted loads in either spelling', () => {
  assert.ok(loadsUnrestricted(['--load-restrictor', 'LoadRestrictionsNone']))
  assert.ok(loadsUnrestricted(['--load_restrictor=loadrestrictionsnone']))
  assert.ok(!loadsUnrestricted(['--load-restrictor', 'LoadRestrictionsRootOnly']))
})

const ROOT_ONLY =
  "`kustomize build ./o` failed exit status 1: error: accumulating resources from '../b/x.yaml': security; file './b/x.yaml' is not in or below './o'"
const HELM =
  '`kustomize build ./k` failed exit status 1: Error: trouble configuring builtin HelmChartInflationGenerator with config: must specify --enable-helm'

test('R1.6.4 verdicts: helmCharts without --enable-helm is not analysed; the hint offers the accepted part of the setting', () => {
  const settings = () => [{ file: 'argocd/cm.yaml', line: 7, value: '--enable-alpha-plugins --enable-helm' }]
  const v = buildOptionsVerdict(HELM, [], settings)
  assert.ok(v && 'notRendered' in v)
  assert.match(v.notRendered, /argocd\/cm\.yaml:7 sets kustomize\.buildOptions: "--enable-alpha-plugins --enable-helm"/)
  assert.match(v.notRendered, /set kustomizeBuildOptions: \["--enable-helm"\]/)
  assert.equal(buildOptionsVerdict(HELM, ['--enable-helm'], settings), undefined, 'configured: the error is the chart’s')
})

test('R1.6.4 verdicts: a file outside the folder is a fix without a sign of the option, not analysed with one, nothing when set', () => {
  const none = buildOptionsVerdict(ROOT_ONLY, [])
  assert.ok(none && 'fix' in none)
  assert.match(none.fix, /--load-restrictor LoadRestrictionsNone/)
  const other = () => [{ file: 'a.yaml', line: 1, value: '--enable-helm' }]
  assert.ok('fix' in buildOptionsVerdict(ROOT_ONLY, [], other)!, 'a setting without the option is no sign of it')
  const found = buildOptionsVerdict(ROOT_ONLY, ['--enable-helm'], () => [
    ...other(),
    { file: 'b.yaml', line: 4, value: '--load-restrictor=LoadRestrictionsNone' }
  ])
  assert.ok(found && 'notRendered' in found)
  assert.match(found.notRendered, /b\.yaml:4/)
  assert.equal(buildOptionsVerdict(ROOT_ONLY, ['--load-restrictor LoadRestrictionsNone']), undefined)
  assert.equal(buildOptionsVerdict('`kustomize build ./o` failed exit status 1: error: no such file', []), undefined)
})
