// Module Federation needs an async boundary: shared modules load before bootstrap runs. The
// chunk's name is how the build's federation-assets.json finds what the shell starts with.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
