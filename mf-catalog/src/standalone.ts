// Async boundary for running this remote alone; shared modules are negotiated first.
import('./standalone-bootstrap');
