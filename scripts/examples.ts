#!/usr/bin/env node
// Regenerates docs/examples/*.md: the PR comment exactly as the action renders it (GitHub renders these files), from
// real analyses of small git repositories built here (the examples/demo repository and two small ones), with the
// pinned helm and kustomize from .tools/bin. Commits use a fixed identity and date, so SHAs and output are stable and
// test/docs/examples.test.ts can fail when the files are stale.
//   npm run examples            rewrite docs/examples/*.md
//   node --import tsx scripts/examples.ts --check   exit 1 when a file differs
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyze } from '../src/pipeline/analyze.js'
import { applyApproval } from '../src/report/approval.js'
import { renderMarkdown } from '../src/report/markdown/markdown.js'
import type { Report } from '../src/report/model.js'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const EXAMPLES_DIR = join(ROOT, 'docs', 'examples')
const ORIGIN = 'https://github.com/example/gitops.git'
const REPO_URL = 'https://github.com/example/gitops'
const TOOLS = join(ROOT, '.tools', 'bin')

function git(dir: string, ...args: string[]): string {
  const fixed = { GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com' }
  const date = { GIT_AUTHOR_DATE: '2026-01-01T12:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T12:00:00Z', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' }
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...fixed, ...date } }).trim()
}

function write(dir: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true })
    writeFileSync(join(dir, p), text)
  }
}

function commitAll(dir: string, message: string): void {
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '--no-gpg-sign', '--allow-empty', '-m', message)
}

/** A repository with a base commit and a head commit; `change` edits the work tree between them. */
function repo(base: (dir: string) => void, change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'prune-guard-example-'))
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'remote', 'add', 'origin', ORIGIN)
  base(dir)
  commitAll(dir, 'base')
  change(dir)
  commitAll(dir, 'head')
  return dir
}

/** The examples/demo repository: shop scales up, the payments PVC is removed (as `npm run demo`). */
function demoRepo(headChange = true): string {
  const demo = join(ROOT, 'examples', 'demo')
  return repo(
    (dir) => cpSync(join(demo, 'base'), dir, { recursive: true }),
    (dir) => {
      if (!headChange) return write(dir, { 'README.md': '# GitOps\n\nOnly documentation changed.\n' })
      cpSync(join(demo, 'head'), dir, { recursive: true })
      for (const p of readFileSync(join(demo, 'head.remove'), 'utf8').split('\n').filter(Boolean)) rmSync(join(dir, p))
    }
  )
}

const app = (name: string, path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: observability
  source:
    repoURL: ${ORIGIN}
    targetRevision: HEAD
    path: ${path}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}
  syncPolicy:
    automated:
      prune: true
`

/** An app whose kustomization renders nothing at head (a bad merge emptied it). */
function emptyRenderRepo(): string {
  const cm = (n: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${n}\ndata:\n  level: info\n`
  return repo(
    (dir) =>
      write(dir, {
        'apps/metrics.yaml': app('metrics', 'k/metrics'),
        'k/metrics/kustomization.yaml': 'resources:\n- config.yaml\n- pvc.yaml\n',
        'k/metrics/config.yaml': cm('metrics-config'),
        'k/metrics/pvc.yaml':
          'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: metrics-data\nspec:\n  accessModes: [ReadWriteOnce]\n  resources:\n    requests:\n      storage: 10Gi\n'
      }),
    (dir) => write(dir, { 'k/metrics/kustomization.yaml': 'resources: []\n' })
  )
}

/** An app made unknown at head (a jsonnet file the guard does not render) by the same change that deletes a PVC file. */
function notAnalysedRepo(): string {
  const pvc = (n: string, size: string) =>
    `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: ${n}\nspec:\n  accessModes: [ReadWriteOnce]\n  resources:\n    requests:\n      storage: ${size}\n`
  return repo(
    (dir) =>
      write(dir, {
        'apps/db.yaml': app('db', 'd/db'),
        'd/db/data.yaml': pvc('db-data', '50Gi'),
        'd/db/cache.yaml': pvc('db-cache', '5Gi'),
        'd/db/config.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: db-config\ndata:\n  max_connections: "200"\n'
      }),
    (dir) => {
      rmSync(join(dir, 'd/db/cache.yaml'))
      write(dir, { 'd/db/dashboards.jsonnet': '{ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "db-dashboards" } }\n' })
    }
  )
}

/** 30 tenants of one ApplicationSet (list generator); the change adds commonLabels to its template (issue 48). */
function oneCauseRepo(): string {
  const tenants = Array.from({ length: 30 }, (_, i) => `tenant-${String(i + 1).padStart(2, '0')}`)
  const appset = (labels: string) =>
    `apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: tenants\n  namespace: argocd\nspec:\n  goTemplate: true\n` +
    `  generators:\n    - list:\n        elements:\n${tenants.map((t) => `          - tenant: ${t}\n`).join('')}` +
    `  template:\n    metadata:\n      name: '{{ .tenant }}'\n    spec:\n      project: default\n      source:\n        repoURL: ${ORIGIN}\n` +
    `        targetRevision: HEAD\n        path: tenant\n${labels}      destination:\n        server: https://kubernetes.default.svc\n` +
    `        namespace: '{{ .tenant }}'\n      syncPolicy:\n        automated: {prune: true}\n`
  const deployment =
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: portal\nspec:\n  selector:\n    matchLabels: {app: portal}\n' +
    '  template:\n    metadata:\n      labels: {app: portal}\n    spec:\n      containers:\n        - name: portal\n          image: portal:1.0\n'
  return repo(
    (dir) =>
      write(dir, { 'appsets/tenants.yaml': appset(''), 'tenant/kustomization.yaml': 'resources: [deployment.yaml]\n', 'tenant/deployment.yaml': deployment }),
    (dir) => write(dir, { 'appsets/tenants.yaml': appset('        kustomize:\n          commonLabels: {team: platform}\n') })
  )
}

async function analyzed(dir: string): Promise<Report> {
  const { report } = await analyze({ repoDir: dir, base: 'HEAD~1', head: 'HEAD', helmPath: join(TOOLS, 'helm'), kustomizePath: join(TOOLS, 'kubectl') })
  // The renderers map fills in the order the version probes finish: sorted, so the footer is stable.
  return { ...report, renderers: Object.fromEntries(Object.entries(report.renderers).sort()) }
}

/** The comment as the action posts it (without the hidden marker line), with a note saying what the example shows. */
export function commentOf(report: Report, about: string): string {
  const md = renderMarkdown(report, { repoUrl: REPO_URL, approveLabel: 'prune-guard/approve', argocdUrl: 'https://argocd.example.com' })
  return `<!-- Generated by scripts/examples.ts (npm run examples); do not edit. ${about} -->\n${md}`
}

/** Every example: file name → content. Each is built from a fresh repository and a real analysis. */
export async function buildExamples(): Promise<Record<string, string>> {
  const dirs: string[] = []
  const fresh = (d: string): string => (dirs.push(d), d)
  try {
    const blocking = await analyzed(fresh(demoRepo()))
    return {
      'blocking-deletion.md': commentOf(blocking, 'A pull request that deletes a PVC: merge is blocked until someone approves.'),
      'approved-deletion.md': commentOf(
        applyApproval(blocking, { label: 'prune-guard/approve', by: 'alice' }),
        'The same pull request after @alice added the approve label.'
      ),
      'no-changes.md': commentOf(await analyzed(fresh(demoRepo(false))), 'A pull request that changes no Application.'),
      'empty-render.md': commentOf(await analyzed(fresh(emptyRenderRepo())), 'An app whose render becomes empty: automated sync stops.'),
      'one-cause-many-apps.md': commentOf(
        await analyzed(fresh(oneCauseRepo())),
        'One label added to an ApplicationSet template changes the immutable selector of 30 apps: one cause, said once.'
      ),
      'not-analysed-deletion.md': commentOf(
        await analyzed(fresh(notAnalysedRepo())),
        'An app the change makes impossible to analyse (a jsonnet file) while it deletes a PVC file: the known deletion and what is at stake block.'
      )
    }
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  }
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  const examples = await buildExamples()
  let stale = 0
  mkdirSync(EXAMPLES_DIR, { recursive: true })
  for (const [name, body] of Object.entries(examples)) {
    const file = join(EXAMPLES_DIR, name)
    let old = ''
    try {
      old = readFileSync(file, 'utf8')
    } catch {
      // new file
    }
    if (old === body) continue
    stale++
    if (check) console.error(`docs/examples/${name} is stale: run npm run examples`)
    else {
      writeFileSync(file, body)
      console.log(`wrote docs/examples/${name}`)
    }
  }
  if (!stale) console.log('docs/examples is up to date')
  return check && stale ? 1 : 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then((code) => (process.exitCode = code))
}
