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

export {
  require_node_fs
};
//# sourceMappingURL=chunk-4BXTXJ7F.js.map
