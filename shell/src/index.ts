// Replaced by the bundler at build time.
declare const process: { env: { NODE_ENV?: string } };

// The async boundary: shared modules (React, the router, …) are negotiated before any app code runs.
// A failed load shows as the browser's unhandled rejection; there is no page yet to tell.
// A production build provides every shared module eagerly, inside main.js, so the boundary needs
// no chunk of its own there: one file fewer on the first load, and better compressed with the
// rest (1.3 KB less). The development server shares lazily and needs the chunk.
if (process.env.NODE_ENV === 'production') {
  void import(/* webpackMode: "eager" */ './bootstrap');
} else {
  void import('./bootstrap');
}
