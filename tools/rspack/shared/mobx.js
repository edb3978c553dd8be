// What the apps share as 'mobx' (an alias in create-config.mjs): the part of MobX that shell,
// remotes, our client and ui packages and mobx-react-lite import. A shared module is never
// tree-shaken, so sharing the package itself would ship all of MobX on every first load; behind
// this list the bundler drops the rest (about 3 KB gzip). A name missing here fails the build
// ("export … was not found in 'mobx'"): add it.
export {
  _getGlobalState,
  action,
  autorun,
  computed,
  getDependencyTree,
  makeAutoObservable,
  makeObservable,
  observable,
  observableRef,
  reaction,
  Reaction,
  runInAction,
} from 'mobx/dist/mobx.mjs';
