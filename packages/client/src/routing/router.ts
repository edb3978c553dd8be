/**
 * The router parts shell and remotes use, re-exported once. react-router-dom is not shared
 * through Module Federation as a whole package (it cannot be tree-shaken then: 62 KB gzip on
 * every first load); this shared module carries only what is listed here, one instance for all.
 * Import routing from `@bestellwerk/client`, never from react-router-dom (lint enforces it).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
