// templatePatch (R6.1): the rendered patch text (YAML, or JSON when it starts with `{`) is applied to the rendered
// Application as a strategic merge patch. The Application types carry no merge keys except ObjectMeta's, so: maps
// merge recursively, `null` deletes a key, lists are replaced except `metadata.finalizers` (patchStrategy merge:
// union, original order first), `$patch: replace|delete` on a map is honoured, other `$` directives are ignored.
// `spec.project` cannot be patched: it is restored afterwards. An empty patch (e.g. a conditional that rendered
// nothing) changes nothing.
import { parseYamlLikeArgo } from './functions.js'
import { deepCopy, isMap } from '../../gotemplate/values.js'
import { type ErrorKind, errorMessage, GuardError } from '../../lib/errors.js'

export class PatchError extends GuardError {
  override get kind(): ErrorKind {
    return 'content'
  }
}

function parsePatch(text: string): Record<string, unknown> | undefined {
  let v: unknown
  try {
    v = text.trim().startsWith('{') ? (JSON.parse(text) as unknown) : parseYamlLikeArgo(text)
  } catch (e) {
    throw new PatchError(`error while converting template to json ${JSON.stringify(text)}: ${errorMessage(e)}`)
  }
  if (v === null || v === undefined) return undefined
  if (!isMap(v)) throw new PatchError(`invalid templatePatch ${JSON.stringify(text)}: json: cannot unmarshal into Go value of type v1alpha1.Application`)
  return v
}

function smp(orig: unknown, patch: Record<string, unknown>, path: string): unknown {
  const directive = patch.$patch
  if (directive === 'delete') return undefined
  if (directive === 'replace') {
    const { $patch: _d, ...rest } = patch
    return deepCopy(rest)
  }
  const out: Record<string, unknown> = isMap(orig) ? deepCopy(orig) : {}
  for (const [k, v] of Object.entries(patch)) {
    if (k.startsWith('$')) continue
    const p = path ? `${path}.${k}` : k
    if (v === null) delete out[k]
    else if (isMap(v)) {
      const merged = smp(out[k], v, p)
      if (merged === undefined) delete out[k]
      else out[k] = merged
    } else if (Array.isArray(v) && p === 'metadata.finalizers' && Array.isArray(out[k])) {
      const list = [...(out[k] as unknown[])]
      for (const x of v) if (!list.includes(x)) list.push(x)
      out[k] = list
    } else out[k] = deepCopy(v)
  }
  return out
}

/** applyTemplatePatch: returns the patched Application (spec.project kept from the unpatched one). */
export function applyTemplatePatch(app: Record<string, unknown>, patchText: string): Record<string, unknown> {
  const patch = parsePatch(patchText)
  if (!patch) return app
  const out = smp(app, patch, '') as Record<string, unknown>
  const project = isMap(app.spec) ? app.spec.project : undefined
  if (isMap(out.spec)) {
    if (project === undefined) delete out.spec.project
    else out.spec.project = project
  } else if (project !== undefined) out.spec = { project }
  return out
}
