// A site's blocks, rendered by the content pages and by the home page of a site.
export { SiteView } from './site-view.js';
