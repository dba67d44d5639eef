import { Type } from 'typebox';

export const Status = Type.Object({ status: Type.Literal('ok') });

/** One dependency: reachable, unreachable, or not configured for this instance. */
const Dependency = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('off')]),
  /** Without it the instance cannot serve (a 503); otherwise it serves degraded. */
  required: Type.Boolean(),
  /** What it is: postgres or pglite, redis, s3 or disk. */
  kind: Type.String(),
});

/**
 * Readiness with each dependency's state. `degraded`: something optional is down (Redis: limits
 * are then counted per instance); `unavailable` (503): something required is down.
 */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('unavailable')]),
  dependencies: Type.Object({
    database: Dependency,
    redis: Dependency,
    objectStore: Dependency,
  }),
  /** On 503: the German sentence every error carries. */
  error: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
