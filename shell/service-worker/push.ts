/**
 * Web Push: the `push` and `notificationclick` handlers of the service worker go here
 * (service-worker.ts imports this module for its side effects). Empty until notifications land.
 */
export {};
