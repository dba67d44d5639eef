/** `GET /avatars/{userId}` (public, 302 to the image or 404), optionally cache-busted. */
export function avatarUrl(apiBaseUrl: string, userId: string, version?: number): string {
  const url = `${apiBaseUrl.replace(/\/?$/, '/')}avatars/${encodeURIComponent(userId)}`;
  return version === undefined ? url : `${url}?v=${version}`;
}
