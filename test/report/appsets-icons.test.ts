// The ApplicationSets of the comment and the terminal: an expanded set and its generated apps carry their apps' icons
// (outcome words in the terminal), so a set whose app does not render never reads as fine beside that app's ❌ (report
// objects built by hand).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { renderMarkdown } from '../../src/report/markdown/markdown.js'
import { renderText } from '../../src/report/text/text.js'
import type { ReportAppSet } from '../../src/report/model.js'
import { app, finding, report } from '../github/reports.js'

function set(name: string, apps: string[], extra: Partial<ReportAppSet> = {}): ReportAppSet {
  return { name, namespace: 'argocd', file: `sets/${name}.yaml`, line: 1, change: 'present', outcome: 'analysed', apps, error: null, unknown: [], ...extra }
}

/** The table row of ApplicationSet `name`. */
function row(md: string, name: string): string {
  const line = md.split('\n').find((l) => l.startsWith('| ') && l.includes(` ${name} `) && l.includes('sets/'))
  assert.ok(line, `no row for ${name} in:\n${md}`)
  return line
}

test('an expanded set whose generated app fails to render shows ❌ and names that app with its icon', () => {
  const broken = app('bgd-a', {
    namespace: 'argocd',
    appSet: 'argocd/bgd',
    change: 'added',
    outcome: 'render-error',
    outcomeReason: 'fails to render like Argo CD would',
    error: 'not a valid Application name'
  })
  const fine = app('web-a', { namespace: 'argocd', appSet: 'argocd/web', change: 'unchanged' })
  const r = report(
    [broken, fine],
    [finding('render-error', { severity: 'high', blocking: true, app: 'bgd-a', appNamespace: 'argocd', message: 'bgd-a fails to render at head.' })],
    [],
    [set('bgd', ['argocd/bgd-a', 'argocd/bgd-b']), set('web', ['argocd/web-a'])]
  )
  const md = renderMarkdown(r)
  assert.match(row(md, 'bgd'), /^\| ❌ \| bgd \|.*\| 2: ❌ argocd\/bgd-a, argocd\/bgd-b \|$/)
  assert.match(row(md, 'web'), /^\| ✅ \| web \|.*\| 1: argocd\/web-a \|$/)
})

test('a generated app that needs a look (not analysed) makes its set ⚠️, listed first when the list is cut', () => {
  const names = Array.from({ length: 12 }, (_, i) => `argocd/app-${String(i).padStart(2, '0')}`)
  const unknown = app('app-11', {
    namespace: 'argocd',
    appSet: 'argocd/many',
    change: 'modified',
    outcome: 'unknown',
    outcomeReason: 'chart could not be fetched: the network is off'
  })
  const r = report([unknown], [], [], [set('many', names)])
  const md = renderMarkdown(r)
  const line = row(md, 'many')
  assert.match(line, /^\| ⚠️ \| many \|/)
  // At every detail level but the fullest the list is cut at 10: the app with an icon is still named.
  assert.match(line, /\| 12: ⚠️ argocd\/app-11, argocd\/app-00, /)
})

test('a set that could not be expanded stays ⚠️ whatever its apps', () => {
  const r = report(
    [],
    [],
    [],
    [
      set('fleet', [], {
        outcome: 'unknown',
        unknown: [{ generator: 'generators[0]', reason: 'clusters generator cannot be evaluated offline', appSetParams: null }]
      })
    ]
  )
  assert.match(row(renderMarkdown(r), 'fleet'), /^\| ⚠️ \| fleet \|.*\*\*not analysed\*\*/)
})

test('sets sharing a name: each row takes the icons of its own apps (the app names its set with the file, as its id in the set does)', () => {
  const file = 'sets/git/bgd.yaml'
  const broken = app('{{.cluster.name}}-bgd', {
    namespace: 'argocd',
    appSet: `argocd/bgd (${file})`,
    change: 'added',
    outcome: 'render-error',
    outcomeReason: 'fails to render like Argo CD would',
    error: 'not a valid Application name'
  })
  const r = report(
    [broken],
    [finding('render-error', { severity: 'high', blocking: true, app: '{{.cluster.name}}-bgd', appNamespace: 'argocd', message: 'fails at head' })],
    [],
    [set('bgd', [`argocd/{{.cluster.name}}-bgd (${file})`], { file }), set('bgd', ['argocd/bgd-blue (sets/list/bgd.yaml)'], { file: 'sets/list/bgd.yaml' })]
  )
  const lines = renderMarkdown(r)
    .split('\n')
    .filter((l) => l.startsWith('| ') && l.includes(' bgd '))
  assert.equal(lines.length, 2)
  assert.match(
    lines.find((l) => l.includes('sets/git/'))!,
    /^\| ❌ \| bgd \|.*\| 1: ❌ argocd\/\\\{\\\{\.cluster\.name\\\}\\\}-bgd \\\(sets\/git\/bgd\.yaml\\\) \|$/
  )
  assert.match(
    lines.find((l) => l.includes('sets/list/'))!,
    /^\| ✅ \| bgd \|/
  )
})

test('terminal: an ApplicationSet names its generated apps that do not render or were not analysed, with the word their blocks use', () => {
  const broken = app('bgd-a', { namespace: 'argocd', appSet: 'argocd/bgd', change: 'added', outcome: 'render-error', error: 'not a valid Application name' })
  const offline = app('bgd-b', { namespace: 'argocd', appSet: 'argocd/bgd', change: 'added', outcome: 'unknown', outcomeReason: 'the network is off' })
  const fine = app('bgd-c', { namespace: 'argocd', appSet: 'argocd/bgd', change: 'added' })
  const r = report([broken, offline, fine], [], [], [set('bgd', ['argocd/bgd-a', 'argocd/bgd-b', 'argocd/bgd-c'], { change: 'added' })])
  assert.match(
    renderText(r, { width: 0 }),
    /ApplicationSet argocd\/bgd \(sets\/bgd\.yaml:1\), added: 3 generated apps: argocd\/bgd-a \(RENDER ERROR\), argocd\/bgd-b \(NOT ANALYSED\), argocd\/bgd-c$/m
  )
})
