import { Type, type TSchema } from 'typebox';

/** Every error body: `{ error, message }`; 429 adds the limit that was hit. */
export const ErrorResponse = Type.Object({
  error: Type.String(),
  message: Type.String(),
  maxCalls: Type.Optional(Type.Integer()),
  perSeconds: Type.Optional(Type.Integer()),
});

/** Error responses for the given statuses, to spread into a route's `response` map. */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<
    S,
    typeof ErrorResponse
  >;
}

/** Statuses any API route can answer with. */
export const commonErrors = errors(400, 429);
export const authErrors = errors(400, 401, 429);

export const Uuid = Type.String({ format: 'uuid', title: 'id' });
export const IdParams = Type.Object({ id: Uuid });
export const Created = Type.Object({ id: Type.String() });

/** `?page=&size=`: pages count from 0 (Spring convention), size 1–100, default 20. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export function Page<T extends TSchema>(item: T) {
  return Type.Object({ content: Type.Array(item), total: Type.Integer() });
}
