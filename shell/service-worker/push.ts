/**
 * Web Push: the worker shows what the API sends (a title and where a tap leads, never personal
 * content) and opens the app there on a tap. The handlers and their tests live with the shell's
 * code (`shell/src/service-worker/push.ts`), typed structurally so both type checks accept them.
 */
import { addPushHandlers, type PushScope } from '../src/service-worker/push.ts';

declare let self: ServiceWorkerGlobalScope;

addPushHandlers(self as unknown as PushScope, { icon: '/icons/icon-192.png' });
