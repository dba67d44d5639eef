/** `?page=&size=` (the `PageQuery` schema) with its defaults filled in: the first page of 20. */
export function pageOf({ page = 0, size = 20 }: { page?: number; size?: number }): {
  page: number;
  size: number;
} {
  return { page, size };
}
