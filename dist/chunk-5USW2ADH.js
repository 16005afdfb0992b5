import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-4N64VFDJ.js";

// node-builtin:node:fs
var require_node_fs = __commonJS({
  "node-builtin:node:fs"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// node-builtin:node:path
var require_node_path = __commonJS({
  "node-builtin:node:path"(exports, module) {
    module.exports = __require("node:path");
  }
});

export {
  require_node_fs,
  require_node_path
};
//# sourceMappingURL=chunk-5USW2ADH.js.map
