/** Development ports. Production serves everything from one port (see api/src/server.ts). */
export const devPorts = {
  shell: 3000,
  'mf-discover': 3001,
  'mf-chat': 3002,
  'mf-profile': 3003,
  'mf-admin': 3004,
  api: 3100,
} as const;

export type AppName = Exclude<keyof typeof devPorts, 'api'>;

export const remoteNames = ['mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The variable that tells the server where a remote lives: mf-chat → REMOTE_URL_MF_CHAT. */
export const remoteUrlVariable = (name: RemoteName) =>
  `REMOTE_URL_${name.toUpperCase().replaceAll('-', '_')}`;
