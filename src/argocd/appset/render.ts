// Rendering of strings and whole objects with generator parameters (R6.2), mirroring Argo CD's Render.Replace and
// deeplyReplace: every string value and every map key is rendered; nil map values are dropped.
// * fasttemplate (the default): `{{ key }}` (whitespace trimmed) is replaced by params[key] only when that value is a
//   string; any other tag stays literally `{{key}}`. A string without `{{…}}` on one line is returned untouched; an
//   opening `{{` without a closing `}}` is an error.
// * goTemplate: Go text/template with Sprig (sprig.ts) and the appset's `missingkey` option.
import { executeTemplate, TemplateError, TemplateParseError, type MissingKey, type StepBudget } from '../../gotemplate/template.js'
import { APPSET_FUNCS } from './functions.js'
import { deepCopy, isMap } from '../../gotemplate/values.js'
import { GuardError, type ErrorKind } from '../../lib/errors.js'

export interface RenderMode {
  goTemplate: boolean
  missingKey: MissingKey
  /** The steps all of one ApplicationSet's templates may take together (gotemplate TEMPLATE_LIMITS). */
  budget?: StepBudget
}

export class AppSetTemplateError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}

const IS_TEMPLATED = /\{\{.*\}\}/

/** valyala/fasttemplate with Argo CD's tag function. */
export function fastTemplate(tmpl: string, params: Record<string, unknown>): string {
  if (!IS_TEMPLATED.test(tmpl)) return tmpl
  let out = ''
  let s = tmpl
  for (;;) {
    const open = s.indexOf('{{')
    if (open < 0) return out + s
    out += s.slice(0, open)
    const rest = s.slice(open + 2)
    const close = rest.indexOf('}}')
    if (close < 0)
      throw new AppSetTemplateError(`invalid template: Cannot find end tag="}}" in the template=${JSON.stringify(tmpl)} starting from ${JSON.stringify(rest)}`)
    const tag = rest.slice(0, close)
    const key = tag.trim()
    const v = key === '' ? undefined : params[key]
    out += typeof v === 'string' ? v : `{{${tag}}}`
    s = rest.slice(close + 2)
  }
}

/** Render.Replace for one string. */
export function replaceString(s: string, params: Record<string, unknown>, mode: RenderMode): string {
  if (!mode.goTemplate) return fastTemplate(s, params)
  try {
    return executeTemplate(s, params, { missingKey: mode.missingKey, funcs: APPSET_FUNCS, ...(mode.budget ? { budget: mode.budget } : {}) })
  } catch (e) {
    if (e instanceof TemplateParseError) throw new AppSetTemplateError(`failed to parse template ${s}: ${e.message}`)
    if (e instanceof TemplateError) throw new AppSetTemplateError(`failed to execute go template ${s}: ${e.message}`)
    throw e
  }
}

/** deeplyReplace over a plain object tree. */
export function renderDeep(v: unknown, params: Record<string, unknown>, mode: RenderMode): unknown {
  if (typeof v === 'string') return replaceString(v, params, mode)
  if (Array.isArray(v)) return v.map((x) => renderDeep(x, params, mode))
  if (isMap(v)) {
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v)) {
      if (x === null || x === undefined) continue
      out[replaceString(k, params, mode)] = renderDeep(x, params, mode)
    }
    return out
  }
  return v
}

/** RenderTemplateParams without the finalizer step: with no params at all the template is returned unchanged. */
export function renderWithParams<T>(template: T, params: Record<string, unknown>, mode: RenderMode): T {
  if (Object.keys(params).length === 0) return deepCopy(template)
  return renderDeep(template, params, mode) as T
}
