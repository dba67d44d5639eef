/** Ports and credentials of the servers the suite starts (see playwright.config.ts). */
export const ports = { app: 8180, crossOriginApp: 8181 } as const;

/** Each remote served from its own origin for the cross-origin project. */
export const crossOriginPorts = {
  'mf-discover': 4101,
  'mf-chat': 4102,
  'mf-profile': 4103,
  'mf-admin': 4104,
} as const;

export const admin = { username: 'e2e-admin', password: 'e2e-admin-passwort' } as const;
