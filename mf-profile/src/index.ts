// Entry of the standalone dev harness only; the shell loads the exposed pages instead.
// The async boundary lets Module Federation negotiate shared modules first.
import('./app/dev-harness');
