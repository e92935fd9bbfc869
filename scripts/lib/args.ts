/** Parses `--tenant <id>` / `--tenant=<id>` (repeatable) and boolean flags such as `--build`. */
export interface CliArgs {
  tenants: string[];
  flags: Set<string>;
}

export function parseArgs(argv: string[], knownFlags: readonly string[] = []): CliArgs {
  const tenants: string[] = [];
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--tenant') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error('--tenant needs a tenant id, e.g. --tenant pakistan');
      tenants.push(value);
    } else if (arg.startsWith('--tenant=')) {
      tenants.push(arg.slice('--tenant='.length));
    } else if (knownFlags.includes(arg)) {
      flags.add(arg);
    } else {
      throw new Error(
        `Unknown argument "${arg}". Expected --tenant <id>${knownFlags.map((f) => ` or ${f}`).join('')}.`,
      );
    }
  }
  return { tenants, flags };
}
