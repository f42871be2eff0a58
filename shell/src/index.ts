// Async boundary: shared modules are negotiated by Module Federation before the app code runs.
import('./bootstrap');
