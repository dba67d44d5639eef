/**
 * Ports and credentials of the servers the suite starts (see playwright.config.ts).
 * `E2E_PORT_BASE` moves all seven ports, so two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 8180);

export const ports = {
  app: base,
  crossOriginApp: base + 1,
  /** A server a test starts and restarts itself (chat-conversation.spec.ts). */
  restartable: base + 6,
} as const;

/** Each remote served from its own origin for the cross-origin project. */
export const crossOriginPorts = {
  'mf-discover': base + 2,
  'mf-chat': base + 3,
  'mf-profile': base + 4,
  'mf-admin': base + 5,
} as const;

export const admin = { username: 'e2e-admin', password: 'e2e-admin-passwort' } as const;
