import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  require_node_module,
  require_node_url
} from "./chunk-LBXMP3LC.js";
import {
  __toESM,
  require_node_fs,
  require_node_path
} from "./chunk-C72G3Z5Q.js";

// src/lib/stack.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_module = __toESM(require_node_module(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var import_node_url = __toESM(require_node_url(), 1);
var FRAME = /^(\s+at (?:.+? \()?)((?:file:\/\/)?\/[^():]+\.js):(\d+):(\d+)(\)?)$/;
var maps = /* @__PURE__ */ new Map();
function mapOf(file) {
  let known = maps.get(file);
  if (known === void 0) {
    try {
      const payload = JSON.parse((0, import_node_fs.readFileSync)(`${file}.map`, "utf8"));
      known = { map: new import_node_module.SourceMap(payload), root: (0, import_node_path.resolve)((0, import_node_path.dirname)(file), payload.sourceRoot ?? "") };
    } catch {
      known = null;
    }
    maps.set(file, known);
  }
  return known;
}
function sourceMappedStack(stack) {
  return stack.split("\n").map((line) => {
    const m = FRAME.exec(line);
    if (!m) return line;
    const file = m[2].startsWith("file:") ? (0, import_node_url.fileURLToPath)(m[2]) : m[2];
    const found = mapOf(file);
    const e = found?.map.findEntry(Number(m[3]) - 1, Number(m[4]) - 1);
    if (!found || !e || !("originalSource" in e) || !e.originalSource) return line;
    const source = e.originalSource.startsWith("file:") ? (0, import_node_url.fileURLToPath)(e.originalSource) : e.originalSource;
    return `${m[1]}${(0, import_node_path.isAbsolute)(source) ? source : (0, import_node_path.resolve)(found.root, source)}:${e.originalLine + 1}:${e.originalColumn + 1}${m[5]}`;
  }).join("\n");
}

// src/lib/errors.ts
var EXIT_ERROR = 2;
var GuardError = class extends Error {
  /** The exit code a run ends with when this error reaches an entry point. */
  get exitCode() {
    return EXIT_ERROR;
  }
};
var ConfigError = class extends GuardError {
  get kind() {
    return "config";
  }
  constructor(message) {
    super(message);
    this.name = "ConfigError";
  }
};
var UsageError = class extends GuardError {
  get kind() {
    return "usage";
  }
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
};
function errorMessage(e) {
  return e instanceof Error ? e.message : String(e);
}
function errorStack(e) {
  return e instanceof Error ? e.stack === void 0 ? e.message : sourceMappedStack(e.stack) : String(e);
}
var EXPECTED = /* @__PURE__ */ new Set(["usage", "config", "environment"]);
function presentError(e) {
  if (e instanceof GuardError && EXPECTED.has(e.kind)) return { exitCode: e.exitCode, expected: true, text: e.message };
  return { exitCode: e instanceof GuardError ? e.exitCode : EXIT_ERROR, expected: false, text: errorStack(e) };
}

export {
  GuardError,
  ConfigError,
  UsageError,
  errorMessage,
  errorStack,
  presentError
};
//# sourceMappingURL=chunk-GWYRLKNP.js.map
