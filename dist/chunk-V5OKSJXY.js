import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-C72G3Z5Q.js";

// node-builtin:node:child_process
var require_node_child_process = __commonJS({
  "node-builtin:node:child_process"(exports, module) {
    module.exports = __require("node:child_process");
  }
});

export {
  require_node_child_process
};
//# sourceMappingURL=chunk-V5OKSJXY.js.map
