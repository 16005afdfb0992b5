// The `apps:` section of the configuration: which Applications the guard reports on (include/exclude globs on name,
// project and path; matched by plan/app-scope.ts). Validated here; config.ts merges it.
import { isRecord } from '../lib/record.js'
import { ConfigError } from '../lib/errors.js'
import type { AppPattern, AppScope } from '../plan/app-scope.js'

type Fail = (key: string, got: unknown, expected: string) => never

const PATTERN_FIELDS = ['name', 'project', 'path']

function appGlob(key: string, v: unknown, fail: Fail): string {
  if (typeof v !== 'string' || v.trim() === '') fail(key, v, 'a non-empty glob such as "team-a/*", "payments-*" or "apps/team-a/**"')
  if (v.startsWith('!')) fail(key, v, `a glob without a leading "!"; list the apps to leave out under 'apps.exclude' instead`)
  if (v.startsWith('./') || v.startsWith('/'))
    fail(key, v, `a path relative to the repository root without a leading "${v.startsWith('/') ? '/' : './'}", such as "${v.replace(/^\.?\/+/, '')}"`)
  return v
}

/** `apps: {include: [...], exclude: [...]}`: which Applications are reported (plan/app-scope.ts). */
export function parseAppScope(v: unknown, fail: Fail, where: string): AppScope {
  if (!isRecord(v)) fail('apps', v, "a mapping with 'include' and/or 'exclude' lists of globs")
  const scope: AppScope = { include: [], exclude: [] }
  for (const [k, list] of Object.entries(v)) {
    if (k !== 'include' && k !== 'exclude') throw new ConfigError(`${where}: unknown setting 'apps.${k}'. Known settings under 'apps': include, exclude.`)
    if (list === null || list === undefined) continue
    const items: unknown[] =
      typeof list === 'string' ? [list] : Array.isArray(list) ? list : fail(`apps.${k}`, list, 'a list of globs or of {name, project, path} mappings')
    scope[k] = items.map((item, i): AppPattern => {
      const key = `apps.${k}[${i}]`
      if (!isRecord(item)) return appGlob(key, item, fail)
      const fields = Object.keys(item)
      const unknown = fields.find((f) => !PATTERN_FIELDS.includes(f))
      if (unknown !== undefined) throw new ConfigError(`${where}: unknown field '${key}.${unknown}'. An entry matches on: ${PATTERN_FIELDS.join(', ')}.`)
      if (fields.length === 0) fail(key, item, 'at least one of name, project, path')
      const out: { name?: string; project?: string; path?: string } = {}
      for (const f of fields) out[f as 'name'] = appGlob(`${key}.${f}`, item[f], fail)
      return out
    })
  }
  return scope
}
