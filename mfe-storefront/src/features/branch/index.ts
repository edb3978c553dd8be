// What other features use of the branch page: its chunk, to link to it and preload it on intent.
export { LazyBranchPage, preloadBranchPage } from './lazy-branch-page.js';
