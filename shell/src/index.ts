// Module Federation needs an async boundary: shared modules load before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
