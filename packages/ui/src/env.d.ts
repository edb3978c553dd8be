// CSS files imported for their side effect (the signage entry's styles); the bundler handles them.
declare module '*.css';
