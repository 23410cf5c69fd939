// Async boundary: lets the federation runtime set up shared modules before any app code runs.
import('./bootstrap');
