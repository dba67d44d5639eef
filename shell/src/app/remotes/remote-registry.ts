import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteName } from '@kompass/shared';

const entries = new Map<RemoteName, string>();

/** Registers the remotes named by /app-config.json. Nothing is fetched until a page needs it. */
export function registerAppRemotes(remotes: AppConfig['remotes']): void {
  for (const remote of remotes) entries.set(remote.name, remote.entry);
  registerRemotes(remotes);
}

/** Forgets everything loaded or cached for a remote, so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
