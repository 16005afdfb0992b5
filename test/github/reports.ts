// Report objects for the pure rendering tests: built by hand (fixed SHAs, fixed order) so golden files are stable.
import { summarize, type Report, type ReportApp } from '../../src/report/model.js'
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
    outcome: 'analysed',
    outcomeReason: null,
    cascade: [],
    skipped: false,
    parent: null,
    appSet: null,
    sources: [
      {
        type: 'kustomize',
        repoURL: 'https://github.com/acme/gitops',
        path: `apps/${name}`,
        chart: '',
        targetRevision: 'main',
        ref: '',
        rendered: true,
        reason: null
      }
    ],
    autoPrune: true,
    resources: { base: 3, head: 2 },
    hooks: { base: 0, head: 0 },
    error: null,
    notRendered: null,
    warnings: [],
    create: [],
    update: [],
    prune: [],
    project: 'default',
    syncHooks: [],
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

/** Counts and verdict from apps and findings, computed by the report model itself (summarize). */
export function report(apps: ReportApp[], findings: Finding[], problems: Report['problems'] = [], appSets: Report['appSets'] = []): Report {
  return summarize({
    version: 1,
    tool: { name: 'argocd-prune-guard', version: '0.1.0' },
    base: { rev: 'main', sha: BASE_SHA },
    head: { rev: 'feature', sha: HEAD_SHA },
    verdict: 'pass',
    failOn: 'high',
    shard: null,
    renderers: { kustomize: '5.7.1', helm: '4.1.4' },
    summary: {
      apps: 0,
      changedApps: 0,
      unknownApps: 0,
      renderErrors: 0,
      create: 0,
      update: 0,
      prune: 0,
      deletes: 0,
      cascadeDeletes: 0,
      deletedKinds: {},
      findings: { critical: 0, high: 0, medium: 0, low: 0, info: 0 },
      introduced: 0,
      existing: 0,
      blocking: 0,
      appSets: 0,
      unknownAppSets: 0
    },
    apps,
    appSets,
    findings,
    problems,
    notice: null
  })
}

/** The demo: the payments app drops its PVC (automated prune: a critical, blocking delete), shop scales up. */
export function blockingReport(): Report {
  const pvc = { group: '', kind: 'PersistentVolumeClaim', namespace: 'payments', name: 'ledger-data' }
  return report(
    [
      app('payments', { prune: [{ ...pvc, outcome: 'delete', file: 'kustomize/payments/base/pvc.yaml', line: 1 }] }),
      app('shop', {
        sources: [
          {
            type: 'helm',
            repoURL: 'https://github.com/acme/gitops',
            path: 'charts/shop',
            chart: '',
            targetRevision: 'main',
            ref: '',
            rendered: true,
            reason: null
          }
        ],
        resources: { base: 3, head: 4 },
        create: [{ group: '', kind: 'ConfigMap', namespace: 'shop', name: 'shop-flags' }],
        update: [
          { group: 'apps', kind: 'Deployment', namespace: 'shop', name: 'shop-web', paths: ['spec.replicas', 'spec.template.spec.containers[name=web].image'] }
        ],
        prune: [
          { group: '', kind: 'ConfigMap', namespace: 'shop', name: 'legacy', outcome: 'kept-prune-false', file: 'charts/shop/templates/legacy.yaml', line: 3 }
        ],
        project: 'shop',
        syncHooks: [{ group: 'batch', kind: 'Job', namespace: 'shop', name: 'shop-db-migrate', phases: ['PreSync'] }]
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
