// Replaced by the bundler at build time.
declare const process: { env: { NODE_ENV?: string } };

// Entry of the standalone dev harness only; the shell loads the exposed pages instead.
// The async boundary lets Module Federation negotiate shared modules first.
// A failed load shows as the browser's unhandled rejection; there is no page yet to tell.
// Production builds leave the harness out: it cannot run there (no federation runtime of its
// own), and its chunk, sharing modules with every page, made the pages split into more files.
if (process.env.NODE_ENV !== 'production') void import('./app/dev-harness');
