/** `@kompass/shared/push`: switching Web Push on after a tap, and off on logout. */
export * from './push-subscription';
export { useEnablePush } from './use-enable-push';
