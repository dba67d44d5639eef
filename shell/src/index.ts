// The async boundary: shared modules (React, the router, …) are negotiated before any app code runs.
// A failed load shows as the browser's unhandled rejection; there is no page yet to tell.
void import('./bootstrap');
