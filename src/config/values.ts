// Value readers the settings table (settings.ts) uses: each names the setting, the value and what was expected, in
// the words of every configuration error ("<where>: '<key>' is <value>; expected <what>.").
import { isRecord } from '../lib/record.js'
import { ConfigError } from '../lib/errors.js'

/** Where a value comes from (`.prune-guard.yaml (base revision)`, `options`) and how to reject it. */
export interface At {
  where: string
  fail(key: string, got: unknown, expected: string): never
}

export function at(where: string): At {
  return {
    where,
    fail(key, got, expected) {
      throw new ConfigError(`${where}: '${key}' is ${JSON.stringify(got)}; expected ${expected}.`)
    }
  }
}

/** A whole number in [min, max], or a ConfigError naming the key, the value and `expected`. */
export function wholeNumber(a: At, key: string, v: unknown, min: number, max: number, expected: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) a.fail(key, v, expected)
  return v
}

/** A list of strings, or one string of items separated by commas or white space. */
export function strings(a: At, key: string, v: unknown): string[] {
  if (typeof v === 'string') return v.split(/[\s,]+/).filter((s) => s !== '')
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[]
  return a.fail(key, v, 'a list of strings')
}

export function boolean(a: At, key: string, v: unknown): boolean {
  if (typeof v !== 'boolean') a.fail(key, v, 'true or false')
  return v
}

export function nonEmpty(a: At, key: string, v: unknown, expected: string): string {
  if (typeof v !== 'string' || v === '') a.fail(key, v, expected)
  return v
}

export function oneOf<T extends string>(a: At, key: string, v: unknown, valid: readonly T[]): T {
  if (!(valid as readonly unknown[]).includes(v)) a.fail(key, v, `one of ${valid.join(', ')}`)
  return v as T
}

export function appSetParams(a: At, v: unknown): Record<string, Record<string, Array<Record<string, unknown>>>> {
  const expected = 'a mapping {<appset name>: {<generator index path>: [ {param: value} ]}}'
  if (!isRecord(v)) a.fail('appSetParams', v, expected)
  for (const [name, byPath] of Object.entries(v)) {
    if (!isRecord(byPath)) a.fail(`appSetParams.${name}`, byPath, expected)
    for (const [path, sets] of Object.entries(byPath)) {
      if (!/^\d+(\.\d+)*$/.test(path)) a.fail(`appSetParams.${name}`, path, 'generator index paths like "0" or "1.0"')
      if (!Array.isArray(sets) || !sets.every(isRecord)) a.fail(`appSetParams.${name}.${path}`, sets, 'a list of parameter mappings')
    }
  }
  return v as Record<string, Record<string, Array<Record<string, unknown>>>>
}

export function helmCredentials(a: At, v: unknown): Array<{ url: string; usernameEnv: string; passwordEnv: string }> {
  const expected = 'a list of {url, usernameEnv, passwordEnv} (environment variable names, never the values)'
  if (!Array.isArray(v)) a.fail('helmCredentials', v, expected)
  return v.map((e, i) => {
    if (!isRecord(e)) a.fail(`helmCredentials[${i}]`, e, expected)
    const { url, usernameEnv, passwordEnv, ...rest } = e
    if (Object.keys(rest).length > 0) a.fail(`helmCredentials[${i}]`, Object.keys(rest)[0], 'only url, usernameEnv and passwordEnv')
    if (typeof url !== 'string' || !/^(https?|oci):\/\/[^/\s]+/i.test(url))
      a.fail(`helmCredentials[${i}].url`, url, 'a repository URL such as "https://charts.example.com"')
    for (const [k, n] of [
      ['usernameEnv', usernameEnv],
      ['passwordEnv', passwordEnv]
    ] as const) {
      if (typeof n !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(n))
        a.fail(`helmCredentials[${i}].${k}`, n, 'the name of an environment variable, such as CHARTS_PASSWORD')
    }
    return { url, usernameEnv: usernameEnv as string, passwordEnv: passwordEnv as string }
  })
}
