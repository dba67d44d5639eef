// Entry of the standalone dev harness only; the shell loads the exposed pages instead.
// The async boundary lets Module Federation negotiate shared modules first.
// A failed load shows as the browser's unhandled rejection; there is no page yet to tell.
void import('./app/dev-harness');
