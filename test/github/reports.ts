// Report objects for the pure rendering tests: built by hand (fixed SHAs, fixed order) so golden files are stable.
import type { Report, ReportApp } from '../../src/report/model.js'
import type { Finding } from '../../src/rules/types.js'
import { docsUrl } from '../../src/rules/types.js'

export const BASE_SHA = '1111111111111111111111111111111111111111'
export const HEAD_SHA = '2222222222222222222222222222222222222222'

export function app(name: string, extra: Partial<ReportApp> = {}): ReportApp {
  return {
    name,
    namespace: 'argocd',
    file: `apps/${name}.yaml`,
    line: 1,
    change: 'modified',
    skipped: false,
    parent: null,
    appSet: null,
    sources: [{ type: 'kustomize', repoURL: 'https://github.com/acme/gitops', path: `apps/${name}`, chart: '', targetRevision: 'main', ref: '', rendered: true, reason: null }],
    autoPrune: true,
    resources: { base: 3, head: 2 },
    hooks: { base: 0, head: 0 },
    error: null,
    notRendered: null,
    warnings: [],
    create: [],
    update: [],
    prune: [],
    ...extra
  }
}

export function finding(rule: string, extra: Partial<Finding> = {}): Finding {
  return {
    rule,
    severity: 'medium',
    blocking: false,
    introduced: true,
    app: null,
    appNamespace: 'argocd',
    resource: null,
    file: null,
    line: null,
    message: 'Something happens.',
    fix: 'Do something else.',
    docs: docsUrl(rule),
    suppressed: null,
    ...extra
  }
}

/** Counts and verdict from apps and findings, like buildReport does. */
export function report(apps: ReportApp[], findings: Finding[], problems: Report['problems'] = []): Report {
  const bySeverity = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  for (const f of findings) bySeverity[f.severity]++
  const blocking = findings.filter((f) => f.blocking).length
  return {
    version: 1,
    tool: { name: 'argocd-prune-guard', version: '0.1.0' },
    base: { rev: 'main', sha: BASE_SHA },
    head: { rev: 'feature', sha: HEAD_SHA },
    verdict: blocking ? 'fail' : 'pass',
    failOn: 'high',
    shard: null,
    renderers: { kustomize: '5.7.1', helm: '4.1.4' },
    summary: {
      apps: apps.length,
      changedApps: apps.filter((a) => a.change !== 'unchanged').length,
      create: apps.reduce((n, a) => n + a.create.length, 0),
      update: apps.reduce((n, a) => n + a.update.length, 0),
      prune: apps.reduce((n, a) => n + a.prune.length, 0),
      findings: bySeverity,
      blocking
    },
    apps,
    findings,
    problems
  }
}

/** The demo: the payments app drops its PVC (automated prune: a critical, blocking delete), shop scales up. */
export function blockingReport(): Report {
  const pvc = { group: '', kind: 'PersistentVolumeClaim', namespace: 'payments', name: 'ledger-data' }
  return report(
    [
      app('payments', { prune: [{ ...pvc, outcome: 'delete', file: 'kustomize/payments/base/pvc.yaml', line: 1 }] }),
      app('shop', {
        sources: [{ type: 'helm', repoURL: 'https://github.com/acme/gitops', path: 'charts/shop', chart: '', targetRevision: 'main', ref: '', rendered: true, reason: null }],
        resources: { base: 3, head: 4 },
        create: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'shop-flags' }],
        update: [{ group: 'apps', kind: 'Deployment', namespace: 'shop', name: 'shop-web', paths: ['spec.replicas', 'spec.template.spec.containers[name=web].image'] }],
        prune: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'legacy', outcome: 'kept-prune-false', file: 'charts/shop/templates/legacy.yaml', line: 3 }]
      }),
      app('docs', { change: 'unchanged', resources: { base: 1, head: 1 } })
    ],
    [
      finding('prune', {
        severity: 'critical',
        blocking: true,
        app: 'payments',
        resource: pvc,
        file: 'kustomize/payments/base/pvc.yaml',
        line: 1,
        message: 'The next automated sync deletes PersistentVolumeClaim payments/ledger-data: its data is gone.',
        fix: 'Restore it, or annotate it with argocd.argoproj.io/sync-options: Prune=false first.'
      }),
      finding('prune', {
        severity: 'info',
        app: 'shop',
        resource: { group: '', kind: 'ConfigMap', namespace: 'shop', name: 'legacy' },
        file: 'charts/shop/templates/legacy.yaml',
        line: 3,
        message: 'ConfigMap shop/legacy is no longer rendered but has Prune=false.',
        fix: 'Delete it by hand when it is no longer needed.'
      })
    ]
  )
}

/** Names and messages that try to inject markdown, HTML, mentions and fences. */
export function hostileReport(): Report {
  const evil = { group: 'x.io', kind: 'Thing', namespace: 'ns', name: 'a|b' }
  return report(
    [
      app('<img src=x onerror=alert(1)>', {
        error: 'helm template failed:\n```\n</details><script>alert(1)</script>\n@everyone #1',
        resources: { base: 1, head: null },
        prune: [{ ...evil, outcome: 'requires-manual-prune', file: 'dir/[x](http://evil)/f.yaml', line: 2 }],
        warnings: ['**bold** _it_ @team']
      })
    ],
    [
      finding('render-error', {
        severity: 'high',
        blocking: true,
        app: '<img src=x onerror=alert(1)>',
        file: 'apps/x.yaml',
        line: 4,
        message: 'fails: `rm -rf` | </details> @octocat #12',
        fix: 'Fix [it](javascript:alert(1)).'
      }),
      finding('prune', { severity: 'info', app: '<img src=x onerror=alert(1)>', resource: evil, docs: 'https://evil.example/phish' })
    ],
    [{ file: 'bad.yaml', line: 3, message: 'unexpected <tag> @here' }]
  )
}
