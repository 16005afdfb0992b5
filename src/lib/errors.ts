// Errors shared across layers. A ConfigError names the bad setting and the fix; the CLI and the action print its
// message as is (exit code 2).
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}
