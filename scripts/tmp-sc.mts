import { subsetChunks } from '../src/lib/yaml-subset.js'
import { STREAM_DECLINE } from '../src/lib/yaml-subset.js'
import { readFileSync } from 'node:fs'
for (const f of ['/tmp/h0.yaml', '/tmp/k1.yaml', process.argv[2]!]) {
  const t = readFileSync(f, 'utf8')
  console.log(f, 'streamDecline', STREAM_DECLINE.test(t), [...subsetChunks(t)].map((c) => (c.fast ? 'fast' : 'LIB:' + JSON.stringify(t.slice(c.offset, c.offset + c.length)).slice(0, 300))))
}
