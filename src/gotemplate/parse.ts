// Lexer and parser for the subset of Go text/template that ApplicationSets use with `goTemplate: true` (R6.2):
// text and actions with `{{-`/`-}}` trimming, comments, pipelines, parenthesised pipelines with field chains,
// variables (`$x :=`, `$x =`, `$i, $v :=`), literals (strings, raw strings, chars, numbers, bools, nil),
// if/else if/else, range (with else, break, continue), with (with else), define/template/block.
// The node shapes follow text/template/parse so the executor can mirror text/template's exec.go.
import { KEYWORDS, lex, parseNumber, TemplateError, unquote, type Tok } from './lex.js'

export { TemplateError }

export type Node =
  | { t: 'text'; text: string }
  | { t: 'action'; pipe: Pipe }
  | { t: 'if' | 'with' | 'range'; pipe: Pipe; list: Node[]; elseList?: Node[] }
  | { t: 'break' | 'continue' }
  | { t: 'template'; name: string; pipe?: Pipe }

export interface Pipe {
  decl: string[]
  isAssign: boolean
  cmds: Arg[][]
}

export type Arg =
  | { t: 'field'; idents: string[] } // .a.b
  | { t: 'var'; name: string; idents: string[] } // $x.a
  | { t: 'dot' }
  | { t: 'nil' }
  | { t: 'func'; name: string }
  | { t: 'chain'; node: Arg; idents: string[] } // (pipe).a
  | { t: 'pipe'; pipe: Pipe }
  | { t: 'string'; value: string; text: string }
  | { t: 'number'; value: number | bigint; text: string }
  | { t: 'bool'; value: boolean }

export interface Parsed {
  root: Node[]
  defines: Map<string, Node[]>
}

/** Parses a template. `isFunc` says whether a function name is defined (others are "function %q not defined"). */
export function parseTemplate(src: string, isFunc: (name: string) => boolean): Parsed {
  const items = lex(src)
  const defines = new Map<string, Node[]>()
  let idx = 0
  let rangeDepth = 0

  // Parses nodes until one of the stop keywords, which is returned (with the rest of its action's tokens).
  const list = (stops: string[]): { nodes: Node[]; stop?: string; toks?: Tok[] } => {
    const nodes: Node[] = []
    while (idx < items.length) {
      const it = items[idx++]!
      if (it.kind === 'text') {
        nodes.push({ t: 'text', text: it.text })
        continue
      }
      const toks = it.toks
      const first = toks[0]!
      if (first.type === 'end') throw new TemplateError('missing value for command')
      const kw = first.type === 'ident' && KEYWORDS.has(first.val) ? first.val : undefined
      if (kw === 'end' || kw === 'else') {
        if (!stops.includes(kw)) throw new TemplateError(`unexpected {{${kw}}}`)
        return { nodes, stop: kw, toks: toks.slice(1) }
      }
      if (kw) nodes.push(control(kw, toks.slice(1)))
      else nodes.push({ t: 'action', pipe: pipeline(new Cursor(toks), 'command', false) })
    }
    if (stops.length > 0) throw new TemplateError('unexpected EOF')
    return { nodes }
  }

  const control = (kw: string, toks: Tok[]): Node => {
    const cur = new Cursor(toks)
    if (kw === 'break' || kw === 'continue') {
      if (rangeDepth === 0) throw new TemplateError(`{{${kw}}} outside {{range}}`)
      cur.expectEnd(kw)
      return { t: kw }
    }
    if (kw === 'template' || kw === 'define' || kw === 'block') {
      const nameTok = cur.next()
      if (nameTok.type !== 'string') throw new TemplateError(`unexpected ${nameTok.val || 'end'} in ${kw} clause`)
      const name = unquote(nameTok.val)
      if (kw === 'define') {
        cur.expectEnd(kw)
        const body = list(['end'])
        new Cursor(body.toks!).expectEnd('end')
        defines.set(name, body.nodes)
        return { t: 'text', text: '' }
      }
      let pipe: Pipe | undefined
      if (cur.peek().type === 'end') cur.next()
      else pipe = pipeline(cur, kw, false) // consumes the action's end
      if (kw === 'block') {
        const body = list(['end'])
        new Cursor(body.toks!).expectEnd('end')
        defines.set(name, body.nodes)
      }
      return { t: 'template', name, ...(pipe ? { pipe } : {}) }
    }
    // if / with / range
    const t = kw as 'if' | 'with' | 'range'
    const pipe = pipeline(cur, t, t === 'range')
    if (t === 'range') rangeDepth++
    const body = list(['end', 'else'])
    if (t === 'range') rangeDepth--
    const node: Node = { t, pipe, list: body.nodes }
    if (body.stop === 'else') {
      const rest = body.toks!
      if (rest[0]?.type === 'ident' && (rest[0].val === 'if' || rest[0].val === 'with') && t !== 'range') {
        // `{{else if ...}}` / `{{else with ...}}`: a nested control that shares this one's {{end}}.
        node.elseList = [control(rest[0].val, rest.slice(1))]
      } else {
        new Cursor(rest).expectEnd('else')
        const els = list(['end'])
        node.elseList = els.nodes
        new Cursor(els.toks!).expectEnd('end')
      }
    } else new Cursor(body.toks!).expectEnd('end')
    return node
  }

  const pipeline = (cur: Cursor, context: string, allowTwoVars: boolean): Pipe => {
    const pipe: Pipe = { decl: [], isAssign: false, cmds: [] }
    // Declarations: `$x :=`, `$x =`, and in range `$i, $v :=`.
    if (cur.peek().type === 'var') {
      const save = cur.pos
      const v = cur.next()
      const nx = cur.peek()
      if (nx.type === 'declare' || nx.type === 'assign') {
        cur.next()
        pipe.decl.push(v.val)
        pipe.isAssign = nx.type === 'assign'
      } else if (nx.type === 'comma' && allowTwoVars) {
        cur.next()
        const v2 = cur.next()
        const op = cur.next()
        if (v2.type !== 'var' || (op.type !== 'declare' && op.type !== 'assign')) throw new TemplateError(`range can only initialize variables`)
        pipe.decl.push(v.val, v2.val)
        pipe.isAssign = op.type === 'assign'
      } else cur.pos = save
    }
    for (;;) {
      const p = cur.peek()
      if (p.type === 'end' || p.type === 'rparen') {
        if (pipe.cmds.length === 0) throw new TemplateError(`missing value for ${context}`)
        if (p.type === 'end') cur.next()
        return pipe
      }
      pipe.cmds.push(command(cur))
      if (cur.peek().type === 'pipe') {
        cur.next()
        if (cur.peek().type === 'end' || cur.peek().type === 'rparen') throw new TemplateError('missing command after pipe')
      }
    }
  }

  const command = (cur: Cursor): Arg[] => {
    const args: Arg[] = []
    for (;;) {
      const p = cur.peek()
      if (p.type === 'pipe' || p.type === 'end' || p.type === 'rparen') break
      if (args.length > 0 && !p.sp && p.type !== 'lparen') throw new TemplateError(`missing space?`)
      args.push(operand(cur))
    }
    if (args.length === 0) throw new TemplateError('empty command')
    return args
  }

  const operand = (cur: Cursor): Arg => {
    let node = term(cur)
    if (cur.peek().type === 'field' && !cur.peek().sp) {
      const idents: string[] = []
      while (cur.peek().type === 'field' && !cur.peek().sp) idents.push(cur.next().val.slice(1))
      if (node.t === 'field') node = { t: 'field', idents: [...node.idents, ...idents] }
      else if (node.t === 'var') node = { t: 'var', name: node.name, idents: [...node.idents, ...idents] }
      else if (node.t === 'pipe' || node.t === 'func' || node.t === 'chain') node = { t: 'chain', node, idents }
      else throw new TemplateError(`unexpected . after term`)
    }
    return node
  }

  const term = (cur: Cursor): Arg => {
    const tok = cur.next()
    switch (tok.type) {
      case 'ident':
        if (KEYWORDS.has(tok.val)) throw new TemplateError(`unexpected <${tok.val}> in command`)
        if (!isFunc(tok.val)) throw new TemplateError(`function "${tok.val}" not defined`)
        return { t: 'func', name: tok.val }
      case 'dot':
        return { t: 'dot' }
      case 'nil':
        return { t: 'nil' }
      case 'var':
        return { t: 'var', name: tok.val, idents: [] }
      case 'field':
        return { t: 'field', idents: [tok.val.slice(1)] }
      case 'bool':
        return { t: 'bool', value: tok.val === 'true' }
      case 'number':
        return { t: 'number', text: tok.val, ...parseNumber(tok.val) }
      case 'char': {
        const s = unquote(`"${tok.val.slice(1, -1).replace(/"/g, '\\"')}"`)
        return { t: 'number', text: tok.val, value: BigInt(s.codePointAt(0) ?? 0) }
      }
      case 'string':
        return { t: 'string', text: tok.val, value: unquote(tok.val) }
      case 'lparen': {
        const pipe = pipeline(cur, 'parenthesized pipeline', false)
        if (cur.next().type !== 'rparen') throw new TemplateError('unclosed left paren')
        return { t: 'pipe', pipe }
      }
    }
    throw new TemplateError(`unexpected "${tok.val || tok.type}" in operand`)
  }

  const root = list([])
  return { root: root.nodes, defines }
}

class Cursor {
  pos = 0
  constructor(private readonly toks: Tok[]) {}
  peek(): Tok {
    return this.toks[this.pos] ?? { type: 'end', val: '', sp: false }
  }
  next(): Tok {
    const t = this.peek()
    if (this.pos < this.toks.length) this.pos++
    return t
  }
  expectEnd(context: string): void {
    const t = this.next()
    if (t.type !== 'end') throw new TemplateError(`unexpected "${t.val}" in ${context}`)
  }
}
