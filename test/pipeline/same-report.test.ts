// Behaviour unchanged across refactors: the report JSON for the demo and for a multi-app repository (Helm, Kustomize,
// directory, app-of-apps, an ApplicationSet, hooks and waves, a removed and an added app) is byte-identical to a
// golden produced before the layout change (issue 10). Commit SHAs and the tool version are normalized, and the
// renderers map is sorted; nothing else is. Regenerate only on purpose: UPDATE_GOLDEN=1 node scripts/test.mjs pipeline/same-report
import { test } from 'node:test'
import { analyze } from '../../src/pipeline/analyze.js'
import { renderJson } from '../../src/report/json.js'
import { matchGolden } from '../github/golden.js'
import { demoRepo } from '../helpers/demo.js'
import { diffRepo } from '../helpers/diff-repo.js'
import { commit, makeRepo, ORIGIN } from '../helpers/git.js'
import { devBinaries } from '../helpers/tools.js'

const golden = (name: string) => new URL(`./__golden__/${name}.json`, import.meta.url)

function normalized(json: string, shas: string[]): string {
  let out = json.replace(/"version": "[^"]*"(?=\s*\n\s*\})/, '"version": "<tool>"')
  for (const [i, sha] of shas.entries()) out = out.split(sha).join(`<sha${i}>`)
  return out
}

async function check(name: string, dir: string): Promise<void> {
  const { report } = await analyze({ ...devBinaries(), repoDir: dir, base: 'HEAD~1', head: 'HEAD' })
  // The renderers map is filled in the order the version probes finish (a race, not behaviour): sorted here.
  report.renderers = Object.fromEntries(Object.entries(report.renderers).sort())
  const json = normalized(renderJson(report), [report.base.sha, report.head.sha])
  matchGolden(golden(name), json)
}

const app = (name: string, path: string, extra = '') => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
  finalizers: [resources-finalizer.argocd.argoproj.io]
spec:
  project: default
  source:
    repoURL: ${ORIGIN}
    targetRevision: HEAD
    path: ${path}
${extra}  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}
  syncPolicy:
    automated:
      prune: true
`
const cm = (name: string, value = '1', meta = '') => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${meta}data:\n  v: "${value}"\n`
const appset = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: teams
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: ${ORIGIN}
        revision: HEAD
        directories:
          - path: teams/*
  template:
    metadata:
      name: 'team-{{ .path.basename }}'
    spec:
      project: default
      source:
        repoURL: ${ORIGIN}
        targetRevision: HEAD
        path: '{{ .path.path }}'
      destination:
        server: https://kubernetes.default.svc
        namespace: '{{ .path.basename }}'
      syncPolicy:
        automated: {prune: true}
`
const deploy = (name: string, replicas: number, label: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  annotations:
    argocd.argoproj.io/sync-wave: "2"
spec:
  replicas: ${replicas}
  selector:
    matchLabels: {app: ${label}}
  template:
    metadata:
      labels: {app: ${label}}
    spec:
      containers:
        - name: c
          image: nginx:1.27
`
const hook = `apiVersion: batch/v1
kind: Job
metadata:
  name: migrate
  annotations:
    argocd.argoproj.io/hook: PreSync
spec:
  template:
    spec:
      restartPolicy: Never
      containers: [{name: m, image: busybox}]
`
const pvc = (name: string) =>
  `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: ${name}\nspec:\n  accessModes: [ReadWriteOnce]\n  resources:\n    requests:\n      storage: 1Gi\n`
const chart = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-cfg\ndata:\n  size: {{ .Values.size | quote }}\n'
}

function multiAppRepo(): string {
  const dir = makeRepo({
    'root.yaml': app('root', 'apps'),
    'apps/web.yaml': app('web', 'charts/web', '    helm:\n      valueFiles: [values-prod.yaml]\n'),
    'apps/kust.yaml': app('kust', 'kust/overlay'),
    'apps/plain.yaml': app('plain', 'plain'),
    'apps/gone.yaml': app('gone', 'gone'),
    'appsets/teams.yaml': appset,
    ...chart,
    'charts/web/values.yaml': 'size: small\n',
    'charts/web/values-prod.yaml': 'size: medium\n',
    'kust/base/kustomization.yaml': 'resources: [deploy.yaml, pvc.yaml, hook.yaml]\n',
    'kust/base/deploy.yaml': deploy('api', 2, 'api'),
    'kust/base/pvc.yaml': pvc('data'),
    'kust/base/hook.yaml': hook,
    'kust/overlay/kustomization.yaml': 'resources: [../base]\nnamePrefix: prod-\n',
    'plain/cm.yaml': cm('plain-a') + '---\n' + cm('plain-b'),
    'plain/README.md': 'not a manifest\n',
    'gone/cm.yaml': cm('gone'),
    'teams/red/cm.yaml': cm('red'),
    'teams/blue/cm.yaml': cm('blue', '1', '  annotations:\n    argocd.argoproj.io/sync-options: Prune=false\n')
  })
  commit(
    dir,
    {
      'charts/web/values-prod.yaml': 'size: large\n',
      'kust/base/kustomization.yaml': 'resources: [deploy.yaml, hook.yaml]\n',
      'kust/base/deploy.yaml': deploy('api', 3, 'api-v2'),
      'plain/cm.yaml': cm('plain-a', '2'),
      'apps/new.yaml': app('new', 'new'),
      'new/cm.yaml': cm('new'),
      'teams/green/cm.yaml': cm('green')
    },
    'head',
    ['apps/gone.yaml', 'teams/blue']
  )
  return dir
}

test('behaviour unchanged: the demo report JSON is byte-identical to the golden', async () => {
  await check('demo', demoRepo())
})

test('behaviour unchanged: a multi-app repository report JSON is byte-identical to the golden', async () => {
  await check('multi-app', multiAppRepo())
})

test('issue 11 item 1: the rendered diff (image tag and replicas as values, Secret values masked) is byte-identical to the golden', async () => {
  await check('rendered-diff', diffRepo())
})
