// Executes Go text/template (parsed by parse.ts) the way text/template's exec.go does, for the value model
// of values.ts: field chains on maps with the `missingkey` option (default/invalid prints `<no value>`, `zero`, `error`),
// pipelines passing the previous result as the last argument, variables with block scope, if/with/range/else,
// break/continue, define/template, and the builtins (builtins.ts; `and`/`or` short-circuit here).
// Sprig and Argo CD's extra functions come from sprig.ts (R6.2).
import { BUILTINS, UnsupportedFunction, type CallCtx, type FuncMap, type MissingKey } from './builtins.js'
import { parseTemplate, TemplateError, type Arg, type Node, type Parsed, type Pipe } from './parse.js'
import { stepBudget, TEMPLATE_LIMITS, TemplateLimit, unquote, type StepBudget } from './lex.js'
import { goSprint, goTruth, goTypeName, isMap, typedAs } from './values.js'
import { errorMessage } from '../lib/errors.js'

export { stepBudget, TemplateError, TemplateLimit, TEMPLATE_LIMITS, unquote, UnsupportedFunction, type StepBudget }

/** The template text does not parse (including calls to undefined functions, checked at parse time like Go). */
export class TemplateParseError extends TemplateError {}
export { requireString, type FuncMap, type GoFunc, type MissingKey } from './builtins.js'

const MISSING = Symbol('missing')
const OUT_PIECES = 4096
class Break {}
class Continue {}

export interface ExecOptions {
  missingKey?: MissingKey
  funcs: FuncMap
  /** Shared with other executions (default: TEMPLATE_LIMITS.steps for this one alone). */
  budget?: StepBudget
}

/** Parses goTemplateOptions (`missingkey=error`, ...) the way template.Option does; unknown options are an error. */
export function missingKeyOption(options: unknown): MissingKey {
  let mk: MissingKey = 'default'
  for (const o of Array.isArray(options) ? options : []) {
    const m = /^missingkey=(default|invalid|zero|error)$/.exec(String(o))
    if (!m) throw new TemplateError(`unrecognized option: ${String(o)}`)
    mk = m[1] === 'invalid' ? 'default' : (m[1] as MissingKey)
  }
  return mk
}

const cache = new Map<string, Parsed>()

export function executeTemplate(src: string, data: unknown, opts: ExecOptions): string {
  const funcs = opts.funcs
  const isFunc = (n: string): boolean => funcs.has(n) || BUILTINS.has(n)
  let parsed = cache.get(src)
  if (!parsed) {
    try {
      parsed = parseTemplate(src, isFunc)
    } catch (e) {
      if (e instanceof TemplateError) throw new TemplateParseError(e.message)
      throw e
    }
    if (cache.size > 5000) cache.clear()
    cache.set(src, parsed)
  }
  return new Exec(parsed, opts.missingKey ?? 'default', funcs, opts.budget ?? stepBudget()).run(data)
}

class Exec {
  private vars: Array<{ name: string; value: unknown }> = []
  private out: string[] = []
  /** `out` joined every OUT_PIECES pieces: a loop writing millions of short pieces does not hold an array of them. */
  private joined: string[] = []
  private outChars = 0
  private depth = 0
  private readonly ctx: CallCtx

  constructor(
    private readonly tmpl: Parsed,
    private readonly missingKey: MissingKey,
    private readonly funcs: FuncMap,
    private readonly budget: StepBudget
  ) {
    this.ctx = { missingKey, exec: (src, data) => executeTemplate(src, data, { missingKey, funcs, budget }) }
  }

  run(data: unknown): string {
    this.vars = [{ name: '$', value: data }]
    this.walkList(data, this.tmpl.root)
    return this.joined.join('') + this.out.join('')
  }

  private walkList(dot: unknown, nodes: Node[]): void {
    for (const n of nodes) this.walk(dot, n)
  }

  /** One step of work (a node, a range iteration) out of the budget: past it the template stops. */
  private step(): void {
    if (--this.budget.left < 0) throw new TemplateLimit(`the templates take more than ${this.budget.total.toLocaleString('en-US')} steps to execute`)
  }

  private emit(text: string): void {
    if ((this.outChars += text.length) > TEMPLATE_LIMITS.outputChars)
      throw new TemplateLimit(`the template writes more than ${TEMPLATE_LIMITS.outputChars / 1024 / 1024} MB of text`)
    if (this.out.push(text) >= OUT_PIECES) this.joined.push(this.out.splice(0).join(''))
  }

  private walk(dot: unknown, n: Node): void {
    this.step()
    switch (n.t) {
      case 'text':
        this.emit(n.text)
        return
      case 'action': {
        const v = this.pipeline(dot, n.pipe)
        if (n.pipe.decl.length === 0) this.emit(v === undefined || v === null ? '<no value>' : goSprint(v))
        return
      }
      case 'break':
        throw new Break()
      case 'continue':
        throw new Continue()
      case 'template': {
        const body = this.tmpl.defines.get(n.name)
        if (!body) throw new TemplateError(`no such template "${n.name}"`)
        if (++this.depth > 1000) throw new TemplateError('exceeded maximum template depth (1000)')
        const newDot = n.pipe ? this.pipeline(dot, n.pipe) : undefined
        const saved = this.vars
        this.vars = [{ name: '$', value: newDot }]
        try {
          this.walkList(newDot, body)
        } finally {
          this.vars = saved
          this.depth--
        }
        return
      }
      case 'if':
      case 'with': {
        const mark = this.vars.length
        const v = this.pipeline(dot, n.pipe)
        if (goTruth(v)) this.walkList(n.t === 'with' ? v : dot, n.list)
        else if (n.elseList) this.walkList(dot, n.elseList)
        this.vars.length = mark
        return
      }
      case 'range':
        return this.range(dot, n)
    }
  }

  private range(dot: unknown, n: Extract<Node, { pipe: Pipe; list: Node[] }>): void {
    const mark = this.vars.length
    const val = this.pipeline(dot, n.pipe)
    const afterDecl = this.vars.length
    const one = (index: unknown, elem: unknown): boolean => {
      this.step()
      const d = n.pipe.decl
      if (d.length > 0) {
        if (n.pipe.isAssign) {
          this.setVar(d[0]!, d.length > 1 ? index : elem)
          if (d.length > 1) this.setVar(d[1]!, elem)
        } else {
          // With one variable it holds the element; with two, the index then the element.
          this.vars[afterDecl - d.length]!.value = d.length > 1 ? index : elem
          if (d.length > 1) this.vars[afterDecl - 1]!.value = elem
        }
      }
      try {
        this.walkList(elem, n.list)
      } catch (e) {
        if (e instanceof Break) return false
        if (!(e instanceof Continue)) throw e
      } finally {
        this.vars.length = afterDecl
      }
      return true
    }
    let any = false
    if (Array.isArray(val)) {
      for (let i = 0; i < val.length; i++) {
        any = true
        if (!one(BigInt(i), val[i])) break
      }
    } else if (isMap(val)) {
      for (const k of Object.keys(val).sort()) {
        any = true
        if (!one(k, val[k])) break
      }
    } else if (typeof val === 'bigint') {
      for (let i = 0n; i < val; i++) {
        any = true
        if (!one(i, i)) break
      }
    } else if (val !== undefined && val !== null) throw new TemplateError(`range can't iterate over ${goSprint(val)}`)
    if (!any && n.elseList) this.walkList(dot, n.elseList)
    this.vars.length = mark
  }

  private setVar(name: string, value: unknown): void {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i]!.name === name) {
        this.vars[i]!.value = value
        return
      }
    }
    throw new TemplateError(`undefined variable: ${name}`)
  }

  private varValue(name: string): unknown {
    for (let i = this.vars.length - 1; i >= 0; i--) if (this.vars[i]!.name === name) return this.vars[i]!.value
    throw new TemplateError(`undefined variable: ${name}`)
  }

  private pipeline(dot: unknown, pipe: Pipe): unknown {
    let value: unknown = MISSING
    for (const cmd of pipe.cmds) {
      value = this.command(dot, cmd, value)
      if (value === null) value = undefined // an interface holding nil becomes "no value"
    }
    if (pipe.decl.length > 0) {
      if (pipe.isAssign) this.setVar(pipe.decl[0]!, value)
      else for (const d of pipe.decl) this.vars.push({ name: d, value })
    }
    return value
  }

  private command(dot: unknown, cmd: Arg[], final: unknown): unknown {
    const first = cmd[0]!
    const hasArgs = cmd.length > 1 || final !== MISSING
    switch (first.t) {
      case 'func':
        return this.call(dot, first.name, cmd.slice(1), final)
      case 'field':
      case 'var':
      case 'chain':
        if (hasArgs) throw new TemplateError(`${describe(first)} is not a method but has arguments`)
        return this.arg(dot, first)
      case 'nil':
        throw new TemplateError('nil is not a command')
      default:
        if (hasArgs) throw new TemplateError(`can't give argument to non-function ${describe(first)}`)
        return this.arg(dot, first)
    }
  }

  private arg(dot: unknown, a: Arg): unknown {
    switch (a.t) {
      case 'dot':
        return dot
      case 'nil':
        return null
      case 'string':
      case 'number':
      case 'bool':
        return a.value
      case 'field':
        return this.chain(dot, a.idents, a)
      case 'var':
        return this.chain(this.varValue(a.name), a.idents, a)
      case 'pipe':
        return this.pipeline(dot, a.pipe)
      case 'func':
        return this.call(dot, a.name, [], MISSING)
      case 'chain':
        return this.chain(this.arg(dot, a.node), a.idents, a)
    }
  }

  private chain(receiver: unknown, idents: string[], node: Arg): unknown {
    let v = receiver
    for (const name of idents) v = this.field(v, name, node)
    return v
  }

  private field(receiver: unknown, name: string, node: Arg): unknown {
    const at = `at <${describe(node)}>`
    if (receiver === undefined) {
      if (this.missingKey === 'error') throw new TemplateError(`${at}: nil data; no entry for key "${name}"`)
      return undefined
    }
    if (receiver === null) throw new TemplateError(`${at}: nil pointer evaluating interface {}.${name}`)
    if (isMap(receiver)) {
      if (Object.prototype.hasOwnProperty.call(receiver, name)) return receiver[name]
      if (this.missingKey === 'error') throw new TemplateError(`${at}: map has no entry for key "${name}"`)
      if (this.missingKey === 'zero' && typedAs(receiver) === 'map[string]string') return ''
      return undefined
    }
    throw new TemplateError(`${at}: can't evaluate field ${name} in type ${goTypeName(receiver)}`)
  }

  private call(dot: unknown, name: string, argNodes: Arg[], final: unknown): unknown {
    const all = (): unknown[] => {
      const args = argNodes.map((n) => this.arg(dot, n))
      if (final !== MISSING) args.push(final)
      return args
    }
    if ((name === 'and' || name === 'or') && !this.funcs.has(name)) {
      // Builtin and/or short-circuit and return the deciding operand itself.
      const n = argNodes.length + (final !== MISSING ? 1 : 0)
      if (n === 0) throw new TemplateError(`wrong number of args for ${name}: want at least 1 got 0`)
      let v: unknown
      for (let i = 0; i < n; i++) {
        v = i < argNodes.length ? this.arg(dot, argNodes[i]!) : final
        if (goTruth(v) === (name === 'or')) return v
      }
      return v
    }
    const f = this.funcs.get(name) ?? BUILTINS.get(name)
    if (!f) throw new TemplateError(`function "${name}" not defined`)
    let args = all()
    if (args.length < f.min || (f.max !== undefined && args.length > f.max)) {
      const want = f.max === undefined ? `at least ${f.min}` : String(f.max === f.min ? f.min : `${f.min}..${f.max}`)
      throw new TemplateError(`wrong number of args for ${name}: want ${want} got ${args.length}`)
    }
    if (!f.raw) args = args.map((a) => (a === undefined ? null : a))
    try {
      return f.fn(args, this.ctx)
    } catch (e) {
      if (e instanceof UnsupportedFunction || e instanceof TemplateError || e instanceof TemplateLimit) throw e
      // The JavaScript engine's sizes, not Go's: Go would build the string or list (or run out of memory).
      if (e instanceof RangeError && /Invalid (string|array|typed array) length|call stack/i.test(e.message))
        throw new TemplateLimit(`${name} would build a value larger than the guard can hold (${e.message})`)
      throw new TemplateError(`error calling ${name}: ${errorMessage(e)}`)
    }
  }
}

function describe(a: Arg): string {
  switch (a.t) {
    case 'field':
      return `.${a.idents.join('.')}`
    case 'var':
      return [a.name, ...a.idents].join('.')
    case 'chain':
      return `(${describe(a.node)}).${a.idents.join('.')}`
    case 'func':
      return a.name
    case 'string':
    case 'number':
      return a.text
    case 'bool':
      return String(a.value)
    case 'dot':
      return '.'
    case 'nil':
      return 'nil'
    case 'pipe':
      return '(...)'
  }
}
