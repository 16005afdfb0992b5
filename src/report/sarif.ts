// SARIF 2.1.0 for code scanning (github/codeql-action/upload-sarif): one result per finding at its file:line (or
// its app's manifest), stable fingerprints so alerts track across runs, suppressions for acknowledged findings.
import { createHash } from 'node:crypto'
import { RULES } from '../rules/index.js'
import { docsUrl, type Finding, type Severity } from '../rules/types.js'
import { jsonEscapeInvisible, trustedDocs, visible } from './sanitize.js'
import { plainText } from './blockers.js'

/** A rule id that can be part of a URL as is (a merged or published report's ids are not trusted). */
const RULE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
import { findingRevision } from '../rules/index.js'
import { appKey, resLabel } from './markdown/parts.js'
import type { Report } from './model.js'

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
export const INFORMATION_URI = 'https://github.com/argocd-prune-guard/argocd-prune-guard'

type SarifLevel = 'error' | 'warning' | 'note'

const LEVEL: Record<Severity, SarifLevel> = { critical: 'error', high: 'error', medium: 'warning', low: 'note', info: 'note' }
/** code scanning's security-severity scale (0-10) for the severity badge. */
const SCORE: Record<Severity, string> = { critical: '9.5', high: '7.5', medium: '5.0', low: '3.0', info: '0.0' }

function levelOf(f: Finding): SarifLevel {
  return f.blocking ? 'error' : LEVEL[f.severity]
}

function fingerprint(f: Finding): string {
  const id = [f.rule, f.appNamespace ?? '', f.app ?? '', f.resource ? resLabel(f.resource) : '', f.file ?? ''].join('\u0000')
  return createHash('sha256').update(id).digest('hex').slice(0, 32)
}

export function renderSarifObject(r: Report): Record<string, unknown> {
  const titles = new Map(RULES.map((rule) => [rule.id, rule]))
  const ids = [...new Set(r.findings.map((f) => f.rule))].sort()
  const rules = ids.map((id) => {
    const meta = titles.get(id)
    const first = r.findings.find((f) => f.rule === id)!
    const severity = meta?.severity ?? first.severity
    const safeId = RULE_ID.test(id)
    const help = trustedDocs(first) ?? (safeId ? docsUrl(id) : INFORMATION_URI)
    return {
      id,
      name: id.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase()),
      shortDescription: { text: meta?.title ?? id },
      helpUri: help,
      help: { text: `See ${help}`, markdown: safeId ? `See [${id}](${help}).` : `See ${help}.` },
      defaultConfiguration: { level: LEVEL[severity] },
      properties: { tags: ['argo-cd', 'gitops'], 'security-severity': SCORE[severity] }
    }
  })
  const apps = new Map(r.apps.map((a) => [appKey(a.namespace || null, a.name), a]))
  const results = r.findings.map((f) => {
    const app = apps.get(appKey(f.appNamespace, f.app))
    const file = f.file ?? app?.file ?? null
    const line = f.file ? f.line : (app?.line ?? null)
    const text = [plainText(f.message), f.fix ? `Fix: ${plainText(f.fix)}` : ''].filter(Boolean).join(' ')
    return {
      ruleId: f.rule,
      ruleIndex: ids.indexOf(f.rule),
      level: levelOf(f),
      message: { text: visible(text, true) },
      ...(file
        ? {
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: file, uriBaseId: '%SRCROOT%' },
                  ...(line ? { region: { startLine: line } } : {})
                }
              }
            ]
          }
        : {}),
      partialFingerprints: { 'pruneGuardFinding/v1': fingerprint(f) },
      baselineState: f.introduced ? 'new' : 'unchanged',
      ...(f.suppressed ? { suppressions: [{ kind: 'external', justification: visible(f.suppressed) }] } : {}),
      properties: {
        severity: f.severity,
        blocking: f.blocking,
        app: f.app,
        appNamespace: f.appNamespace,
        resource: f.resource ? resLabel(f.resource) : null,
        revision: findingRevision(f.rule)
      }
    }
  })
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: r.tool.name, version: r.tool.version, semanticVersion: r.tool.version, informationUri: INFORMATION_URI, rules }
        },
        automationDetails: { id: 'argocd-prune-guard/' },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        results,
        // A notice (e.g. no Application found) is a tool execution notification, so code scanning shows it.
        ...(r.notice ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: [{ level: 'warning', message: { text: r.notice } }] }] } : {}),
        properties: {
          verdict: r.verdict,
          base: r.base,
          head: r.head,
          summary: r.summary,
          appSets: (r.appSets ?? []).map((s) => ({
            id: `${s.namespace}/${s.name}`,
            outcome: s.outcome,
            apps: s.apps.length,
            error: s.error,
            unknown: s.unknown
          }))
        }
      }
    ]
  }
}

export function renderSarif(r: Report): string {
  return jsonEscapeInvisible(JSON.stringify(renderSarifObject(r), null, 2)) + '\n'
}
