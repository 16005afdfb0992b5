// A directory of plain manifests and Jsonnet as a renderer (render/renderer.ts): read in process (directory.ts), the
// type of an app folder that no other type marks.
import type { Renderer } from '../renderer.js'
import { renderDirectory } from './directory.js'

export const directoryRenderer: Renderer = {
  type: 'directory',
  label: 'Directory',
  tools: [],
  explicit: (s) => s.directory !== undefined,
  unmarked: true,
  render: (req) => renderDirectory(req)
}
