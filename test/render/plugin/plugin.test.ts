import assert from 'node:assert/strict'
import { chmodSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { stringify } from 'yaml'
import { defaultConfig, loadConfigText } from '../../../src/config/config.js'
import { analyze } from '../../../src/pipeline/analyze.js'
import { createToolRunner } from '../../../src/lib/process/exec.js'
import { discoverGlobMatch, parameterEnv, pluginOutputToDocs } from '../../../src/render/plugin/plugin.js'
import type { RunOptions, Tool, ToolRunner } from '../../../src/render/types.js'
import { commit, makeRepo, ORIGIN } from '../../helpers/git.js'
import { devBinaries } from '../../helpers/tools.js'

const pluginApp = (plugin: Record<string, unknown> | undefined, extra: { name?: string; path?: string } = {}) =>
  stringify({
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Application',
    metadata: { name: extra.name ?? 'web', namespace: 'argocd', finalizers: ['resources-finalizer.argocd.argoproj.io'] },
    spec: {
      project: 'default',
      source: { repoURL: ORIGIN, targetRevision: 'HEAD', path: extra.path ?? 'workloads/web', ...(plugin ? { plugin } : {}) },
      destination: { server: 'https://kubernetes.default.svc', namespace: 'web' },
      syncPolicy: { automated: { prune: true } }
    }
  })

// generate: `cat *.yaml | sed ...`, exactly as a CMP config would say it (argv, the shell only because it is named).
const catPlugin = (extra: Record<string, unknown> = {}) => ({
  apiVersion: 'argoproj.io/v1alpha1',
  kind: 'ConfigManagementPlugin',
  metadata: { name: 'cat-yaml' },
  spec: {
    version: 'v1.0',
    generate: {
      command: ['sh', '-c'],
      args: ['cat *.yaml | sed -e "s/__STAGE__/$ARGOCD_ENV_STAGE/" -e "s/__TIER__/$PARAM_TIER/" -e "s/__NS__/$ARGOCD_APP_NAMESPACE/"']
    },
    ...extra
  }
})
const config = (plugins: unknown[]) => stringify({ plugins })
const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  stage: __STAGE__\n  tier: __TIER__\n  ns: __NS__\n'
const pvc =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources: {requests: {storage: 1Gi}}\n'
const named = { name: 'cat-yaml-v1.0', env: [{ name: 'STAGE', value: 'prod-$ARGOCD_APP_NAME' }], parameters: [{ name: 'tier', string: 'gold' }] }

/** Records every process the engine starts (the injected seam), then runs it for real. */
function recordingRunner(): { runner: ToolRunner; calls: Array<{ command: string; args: string[]; opts: RunOptions }> } {
  const real = createToolRunner()
  const calls: Array<{ command: string; args: string[]; opts: RunOptions }> = []
  // A contained command (sandbox.ts) is recorded as the command bwrap runs: what follows its `--`.
  const own = (tool: Tool, args: string[]) =>
    tool.command === 'bwrap'
      ? { command: tool.prefixArgs[tool.prefixArgs.indexOf('--') + 1]!, args: [...tool.prefixArgs.slice(tool.prefixArgs.indexOf('--') + 2), ...args] }
      : { command: tool.command, args }
  return { calls, runner: { run: (tool, args, opts) => (calls.push({ ...own(tool, args), opts }), real.run(tool, args, opts)) } }
}
const run = (dir: string, runner?: ToolRunner, overrides?: Record<string, unknown>) =>
  analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD', runner, overrides })

test('R1.8.1: a plugin declared in the base config renders the app in a throwaway copy with Argo CD env; a removed PVC is a prune', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': config([catPlugin()]),
    'apps/web.yaml': pluginApp(named),
    'workloads/web/cm.yaml': cm,
    'workloads/web/pvc.yaml': pvc
  })
  commit(dir, {}, 'drop pvc', ['workloads/web/pvc.yaml'])
  const { runner, calls } = recordingRunner()
  const { report, plans } = await run(dir, runner)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.notRendered, null)
  assert.equal(web.error, null)
  assert.deepEqual(
    web.prune.map((p) => [p.kind, p.name, p.outcome]),
    [['PersistentVolumeClaim', 'data', 'delete']]
  )
  const f = report.findings.find((x) => x.rule === 'prune')!
  assert.equal(f.severity, 'critical')
  assert.equal(report.verdict, 'fail')
  const settings = [...plans.find((p) => p.id === 'argocd/web')!.head!.render!.resources.values()].find((t) => t.key.kind === 'ConfigMap')!
  assert.deepEqual(settings.obj.data, { stage: 'prod-web', tier: 'gold', ns: 'web' }, 'ARGOCD_ENV_* (envsubst), PARAM_* and ARGOCD_APP_NAMESPACE')
  const gen = calls.filter((c) => c.command === 'sh')
  assert.equal(gen.length, 2, 'generate ran once per revision')
  for (const c of gen) {
    assert.equal(c.args[0], '-c')
    assert.match(c.opts.cwd, /[\\/]plugin-[^\\/]+[\\/]workloads[\\/]web$/, 'cwd is the app path inside a throwaway copy')
    assert.equal(c.opts.env!.ARGOCD_APP_NAME, 'web')
    assert.equal(c.opts.env!.ARGOCD_APP_PARAMETERS, '[{"name":"tier","string":"gold"}]')
    assert.equal(c.opts.env!.ARGOCD_APP_SOURCE_PATH, 'workloads/web')
    assert.match(c.opts.env!.ARGOCD_APP_REVISION!, /^[0-9a-f]{40}$/)
  }
  assert.notEqual(gen[0]!.opts.env!.ARGOCD_APP_REVISION, gen[1]!.opts.env!.ARGOCD_APP_REVISION)
})

test('R1.8.1: an undeclared plugin is "not rendered" with how to declare it, never a blocking render error', async () => {
  const dir = makeRepo({ 'apps/web.yaml': pluginApp(named), 'workloads/web/cm.yaml': cm, 'workloads/web/pvc.yaml': pvc })
  commit(dir, {}, 'drop pvc', ['workloads/web/pvc.yaml'])
  const { report } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.match(web.notRendered ?? '', /plugin "cat-yaml-v1\.0", which is not declared: declare it under `plugins:` in \.prune-guard\.yaml/)
  assert.equal(web.error, null)
  assert.ok(!report.findings.some((f) => f.rule === 'render-error'))
  assert.deepEqual(web.prune, [])
  assert.equal(report.verdict, 'pass')
})

test('R1.8.1: adoption off, an undeclared plugin that the repository declares for its own Argo CD: the message names that place and its command, and nothing runs', async () => {
  // The argo-cd chart's values (configs.cmp.plugins) as a repository managing its own Argo CD writes them; adopted
  // unless adoptArgocdSettings is false (test/pipeline/adopt-argocd-settings.test.ts).
  const values = stringify({ configs: { cmp: { create: true, plugins: { 'cat-yaml-v1.0': { generate: { command: ['sh', '-c'], args: ['cat *.yaml'] } } } } } })
  const dir = makeRepo({
    '.prune-guard.yaml': 'adoptArgocdSettings: false\n',
    'apps/web.yaml': pluginApp(named),
    'workloads/web/cm.yaml': cm,
    'platform/argocd/values.yaml': values
  })
  commit(dir, { 'workloads/web/cm.yaml': cm.replace('__TIER__', 'gold') }, 'change')
  const { runner, calls } = recordingRunner()
  const { report } = await run(dir, runner)
  const web = report.apps.find((a) => a.name === 'web')!
  const line = values.split('\n').findIndex((l) => l.includes('cat-yaml-v1.0:')) + 1
  assert.match(
    web.notRendered ?? '',
    new RegExp(
      `which is not declared: declare it under .*; this repository declares it in platform/argocd/values\\.yaml:${line} \\(the argo-cd chart values configs\\.cmp\\.plugins, generate \\["sh","-c","cat \\*\\.yaml"\\]\\)`
    )
  )
  assert.equal(calls.filter((c) => c.command === 'sh').length, 0, 'the repository declaration is never run')
})

test('R1.8.1: a plugin declared only in the head revision config is not used (a PR cannot add a plugin)', async () => {
  const dir = makeRepo({ 'apps/web.yaml': pluginApp(named), 'workloads/web/cm.yaml': cm, 'workloads/web/pvc.yaml': pvc })
  commit(dir, { '.prune-guard.yaml': config([catPlugin()]) }, 'add plugin and drop pvc', ['workloads/web/pvc.yaml'])
  const { runner, calls } = recordingRunner()
  const { report } = await run(dir, runner)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.match(web.notRendered ?? '', /not declared/)
  assert.equal(calls.filter((c) => c.command === 'sh').length, 0, 'no plugin command ran')
})

test('R1.8.1: discovery (fileName) picks a plugin for an app without explicit type; init runs first, in the copy only', async () => {
  const discovered = {
    metadata: { name: 'marker' },
    spec: {
      discover: { fileName: '*.marker' },
      init: { command: ['sh', '-c', 'rm -f extra.yaml'] },
      generate: { command: ['sh', '-c', 'cat *.yaml | sed "s/__NS__/$ARGOCD_APP_NAMESPACE/"'] }
    }
  }
  const extra = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n'
  const dir = makeRepo({
    '.prune-guard.yaml': config([discovered]),
    'apps/web.yaml': pluginApp(undefined),
    'apps/plain.yaml': pluginApp(undefined, { name: 'plain', path: 'workloads/plain' }),
    'workloads/web/x.marker': '',
    'workloads/web/cm.yaml': cm,
    'workloads/web/extra.yaml': extra,
    'workloads/plain/extra.yaml': extra
  })
  commit(dir, { 'workloads/web/cm.yaml': cm.replace('tier: __TIER__', 'tier: silver'), 'workloads/plain/extra.yaml': extra + 'data: {a: b}\n' }, 'change')
  const { report, plans } = await run(dir)
  const web = report.apps.find((a) => a.name === 'web')!
  assert.equal(web.sources[0]!.type, 'plugin')
  assert.deepEqual(
    web.update.map((u) => u.name),
    ['settings']
  )
  const names = [...plans.find((p) => p.id === 'argocd/web')!.head!.render!.resources.values()].map((t) => t.key.name)
  assert.deepEqual(names, ['settings'], 'init deleted extra.yaml in its copy')
  const plain = report.apps.find((a) => a.name === 'plain')!
  assert.equal(plain.sources[0]!.type, 'directory', 'no marker file: normal detection')
  assert.deepEqual(
    plain.update.map((u) => u.name),
    ['extra']
  )
})

test('R1.8.1: without preserveFileMode the copy drops the executable bit, as Argo CD does; with it the script runs', async () => {
  const scriptPlugin = (preserve: boolean) => ({ metadata: { name: 'script' }, spec: { generate: { command: ['./gen.sh'] }, preserveFileMode: preserve } })
  const files = (preserve: boolean) => ({
    '.prune-guard.yaml': config([scriptPlugin(preserve)]),
    'apps/web.yaml': pluginApp({ name: 'script' }),
    'workloads/web/gen.sh':
      '#!/bin/sh\nprintf \'{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a"}}\\n{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"b"}}\'\n'
  })
  for (const preserve of [false, true]) {
    const dir = makeRepo(files(preserve))
    chmodSync(join(dir, 'workloads/web/gen.sh'), 0o755)
    commit(dir, {}, 'make executable')
    commit(dir, { 'workloads/web/note.txt': 'x' }, 'touch')
    const { report } = await run(dir)
    const web = report.apps.find((a) => a.name === 'web')!
    if (preserve) {
      assert.equal(web.error, null)
      assert.equal(web.change, 'unchanged')
    } else {
      assert.match(web.error ?? '', /plugin script: `\.\/gen\.sh` failed: spawn \.\/gen\.sh EACCES/)
      assert.ok(report.findings.some((f) => f.rule === 'render-error'))
    }
  }
})

test('R1.8.1: parameters become ARGOCD_APP_PARAMETERS (Go JSON) and PARAM_<NAME>[_KEY|_INDEX]', () => {
  const env = parameterEnv([
    { name: 'my-list', array: ['a', 'b'] },
    { name: 'images', map: { 'web.tag': 'v1', app: '<x>' } },
    { name: 'tier', string: 'gold' }
  ])
  assert.equal(
    env.ARGOCD_APP_PARAMETERS,
    '[{"array":["a","b"],"name":"my-list"},{"map":{"app":"\\u003cx\\u003e","web.tag":"v1"},"name":"images"},{"name":"tier","string":"gold"}]'
  )
  assert.equal(env.PARAM_MY_LIST_0, 'a')
  assert.equal(env.PARAM_MY_LIST_1, 'b')
  assert.equal(env.PARAM_IMAGES_WEB_TAG, 'v1')
  assert.equal(env.PARAM_TIER, 'gold')
  assert.equal(parameterEnv(undefined).ARGOCD_APP_PARAMETERS, 'null')
})

test('R1.8.1: generate output is a YAML stream or a JSON stream; Lists flatten; an object without kind fails', () => {
  const json = pluginOutputToDocs('{"kind":"ConfigMap","metadata":{"name":"a"}}\n{"kind":"List","items":[{"kind":"Secret","metadata":{"name":"b"}}]}', 'p')
  assert.deepEqual(
    json.map((d) => d.obj.kind),
    ['ConfigMap', 'Secret']
  )
  const yaml = pluginOutputToDocs('---\nkind: ConfigMap\nmetadata: {name: a}\n---\n---\nkind: Service\nmetadata: {name: s}\n', 'p')
  assert.deepEqual(
    yaml.map((d) => d.obj.kind),
    ['ConfigMap', 'Service']
  )
  assert.throws(() => pluginOutputToDocs('metadata: {name: a}\n', 'p'), /Object 'Kind' is missing/)
})

test('R1.8.1: discover globs follow Go: fileName is filepath.Glob (one level), find.glob allows **', () => {
  assert.ok(discoverGlobMatch('*.jsonnet', 'main.jsonnet', false))
  assert.ok(!discoverGlobMatch('*.jsonnet', 'lib/main.jsonnet', false))
  assert.ok(discoverGlobMatch('**/*.jsonnet', 'lib/deep/main.jsonnet', true))
  assert.ok(discoverGlobMatch('**/*.jsonnet', 'main.jsonnet', true))
})

test('config: plugins are validated in the ConfigManagementPlugin shape with the bad value named', () => {
  const load = (plugins: unknown) => loadConfigText(defaultConfig(1), stringify({ plugins }), 'cfg')
  assert.equal(load([catPlugin()]).plugins[0]!.version, 'v1.0')
  assert.throws(() => load([{ metadata: { name: 'x' }, spec: {} }]), /plugins\[0\]\.spec\.generate\.command/)
  assert.throws(() => load([{ kind: 'Plugin', metadata: { name: 'x' }, spec: { generate: { command: ['a'] } } }]), /plugins\[0\]\.kind.*ConfigManagementPlugin/)
  assert.throws(() => load([catPlugin(), catPlugin()]), /cat-yaml-v1\.0 is declared twice/)
})

test('R1.8.1: a named plugin whose discover rule does not match fails like Argo CD; a missing command or an unnamed undeclared plugin is not rendered', async () => {
  const plugins = [
    { metadata: { name: 'picky' }, spec: { discover: { find: { glob: '**/*.jsonnet' } }, generate: { command: ['cat', 'cm.yaml'] } } },
    { metadata: { name: 'absent' }, spec: { generate: { command: ['prune-guard-no-such-tool'] } } },
    { metadata: { name: 'shelled' }, spec: { generate: { command: ['sh', '-c'], args: ['prune-guard-no-such-tool template .'] } } },
    { metadata: { name: 'failing' }, spec: { generate: { command: ['sh', '-c'], args: ['echo broken >&2; exit 3'] } } }
  ]
  const dir = makeRepo({
    '.prune-guard.yaml': config(plugins),
    'apps/picky.yaml': pluginApp({ name: 'picky' }, { name: 'picky' }),
    'apps/absent.yaml': pluginApp({ name: 'absent' }, { name: 'absent' }),
    'apps/anon.yaml': pluginApp({}, { name: 'anon' }),
    'apps/shelled.yaml': pluginApp({ name: 'shelled' }, { name: 'shelled' }),
    'apps/failing.yaml': pluginApp({ name: 'failing' }, { name: 'failing' }),
    'workloads/web/cm.yaml': cm
  })
  commit(dir, { 'workloads/web/cm.yaml': cm.replace('__TIER__', 'x') }, 'change')
  const { report } = await run(dir)
  const byName = Object.fromEntries(report.apps.map((a) => [a.name, a]))
  assert.match(byName.picky!.error ?? '', /could not find cmp-server plugin with name "picky" supporting the given repository/)
  assert.match(byName.absent!.notRendered ?? '', /its command "prune-guard-no-such-tool" is not installed where the guard runs/)
  assert.equal(byName.absent!.error, null)
  // A command the plugin's shell cannot find (exit 127): the sidecar image may hold it, the runner does not.
  assert.match(byName.shelled!.notRendered ?? '', /the command "prune-guard-no-such-tool" it runs is not installed where the guard runs/)
  assert.equal(byName.shelled!.error, null)
  assert.match(byName.failing!.error ?? '', /failed exit status 3: broken/)
  assert.match(byName.anon!.notRendered ?? '', /no declared plugin's discover rule matches workloads\/web/)
})

test('R1.8.1: offline, a declared plugin is not run (its commands could fetch anything): the app is not rendered and the PR passes', async () => {
  const dir = makeRepo({
    '.prune-guard.yaml': config([catPlugin()]),
    'apps/web.yaml': pluginApp(named),
    'workloads/web/cm.yaml': cm,
    'workloads/web/pvc.yaml': pvc
  })
  commit(dir, {}, 'drop pvc', ['workloads/web/pvc.yaml'])
  const { runner, calls } = recordingRunner()
  const { report } = await run(dir, runner, { network: false })
  assert.match(report.apps.find((a) => a.name === 'web')!.notRendered ?? '', /plugin cat-yaml was not run because the network is off/)
  assert.equal(calls.length, 0)
  assert.equal(report.verdict, 'pass')
})
