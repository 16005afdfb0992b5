// Found replaying real repositories: a kustomization using KSOPS (`generators: [secret-generator.yaml]`, `kind: ksops`)
// blocked as a render error "external plugins disabled; unable to load external plugin 'ksops'" blamed on Argo CD,
// whose installations that use KSOPS set --enable-alpha-plugins, an option the guard refuses (R1.6.4). Now the app is
// not analysed, naming the plugin and its file; a kustomization that is broken otherwise is still a render error.
// Real `kubectl kustomize` throughout.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { analyze } from '../../../src/pipeline/analyze.js'
import { NotRenderedError } from '../../../src/render/types.js'
import { applicationYaml, cm } from '../../helpers/apps.js'
import { commit, makeRepo } from '../../helpers/git.js'
import { devBinaries } from '../../helpers/tools.js'
import { render, rejectsWith, repo } from '../../fixtures/kustomize/harness.js'

const KSOPS =
  'apiVersion: viaduct.ai/v1\nkind: ksops\nmetadata:\n  name: secret-generator\n  annotations:\n' +
  '    config.kubernetes.io/function: |\n      exec:\n        path: ksops\nfiles: [secret.enc.yaml]\n'
const CONTAINER_FN =
  'apiVersion: example.com/v1\nkind: SetTeam\nmetadata:\n  name: t\n  annotations:\n' +
  '    config.kubernetes.io/function: |\n      container:\n        image: example.com/set-team:v1\n'

async function notRendered(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => assert.fail('expected the app not to be rendered'),
    (err: unknown) => err
  )
  assert.ok(e instanceof NotRenderedError, `expected NotRenderedError, got ${String(e)}`)
  return e.message
}

test('R1.6.4: a KSOPS generator (exec plugin) is not analysed, naming the kind, its file and --enable-alpha-plugins', async () => {
  const root = repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\ngenerators:\n- secret-generator.yaml\n', 'overlay/secret-generator.yaml': KSOPS })
  const message = await notRendered(render(root, 'overlay'))
  assert.match(
    message,
    /^this kustomization uses a kustomize plugin \(kind ksops in overlay\/secret-generator\.yaml\) that needs --enable-alpha-plugins, which the guard never runs/
  )
  assert.match(message, /kustomize\.buildOptions include --enable-alpha-plugins/)
  // With Argo CD's edits the build runs in a copy of the checkout: the file is still named as in the repository.
  assert.match(await notRendered(render(root, 'overlay', { namePrefix: 'x-' })), /kind ksops in overlay\/secret-generator\.yaml/)
})

test('R1.6.4: plugins configured inline, in a base, through a generator kustomization, or as a KRM container function', async () => {
  const inline = repo({ 'overlay/kustomization.yaml': `resources:\n- ../base\ngenerators:\n- |\n${KSOPS.replace(/^/gm, '  ')}` })
  assert.match(await notRendered(render(inline, 'overlay')), /kind ksops in overlay\/kustomization\.yaml\)/)
  const inBase = repo({ 'base/kustomization.yaml': 'resources:\n- deployment.yaml\ntransformers:\n- team.yaml\n', 'base/team.yaml': CONTAINER_FN })
  assert.match(await notRendered(render(inBase, 'overlay')), /kind SetTeam in base\/team\.yaml\)/)
  const viaDir = repo({
    'overlay/kustomization.yaml': 'resources:\n- ../base\ngenerators:\n- ../gen\n',
    'gen/kustomization.yaml': 'resources:\n- ksops.yaml\n',
    'gen/ksops.yaml': KSOPS
  })
  assert.match(await notRendered(render(viaDir, 'overlay')), /kind ksops in gen\/ksops\.yaml\)/)
})

test('R1.6.4: a kustomization that is broken otherwise is still a render error, also next to a plugin', async () => {
  await rejectsWith(
    render(
      repo({
        'overlay/kustomization.yaml': 'resources:\n- ../base\ngenerators:\n- gen.yaml\n',
        'overlay/gen.yaml': 'apiVersion: builtin\nkind: NoSuchGenerator\nmetadata:\n  name: g\n'
      }),
      'overlay'
    ),
    /unable to load builtin NoSuchGenerator/
  )
  await rejectsWith(render(repo({ 'overlay/kustomization.yaml': 'resources:\n- ../base\ngenerators:\n- missing.yaml\n' }), 'overlay'), /missing\.yaml/)
  // kustomize reads resources before it loads plugins: Argo CD fails on the missing file whatever its build options.
  const both = {
    'overlay/kustomization.yaml': 'resources:\n- ../base\n- missing.yaml\ngenerators:\n- secret-generator.yaml\n',
    'overlay/secret-generator.yaml': KSOPS
  }
  await rejectsWith(render(repo(both), 'overlay'), /missing\.yaml/)
})

test('R1.6.4 end to end: a pull request adding a KSOPS secret passes with the app not analysed, never blamed on Argo CD', async () => {
  const dir = makeRepo({ 'apps/s.yaml': applicationYaml('s', 's'), 's/kustomization.yaml': 'resources: [cm.yaml]\n', 's/cm.yaml': cm('c') })
  commit(dir, { 's/kustomization.yaml': 'resources: [cm.yaml]\ngenerators: [secret-generator.yaml]\n', 's/secret-generator.yaml': KSOPS }, 'add a ksops secret')
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', overrides: { network: false } })
  const a = report.apps[0]!
  assert.equal(a.error, null)
  assert.equal(a.outcome, 'unknown')
  assert.match(
    a.outcomeReason ?? '',
    /^inputs changed, could not be analysed: this kustomization uses a kustomize plugin \(kind ksops in s\/secret-generator\.yaml\)/
  )
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'))
  assert.equal(report.verdict, 'pass')
})
