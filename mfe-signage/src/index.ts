// Module Federation needs an async boundary: shared modules load before bootstrap runs.
import('./bootstrap');
