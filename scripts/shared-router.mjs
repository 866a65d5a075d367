// The part of React Router our apps use, provided to the federation under the name react-router-dom.
// A shared module is bundled whole (no build can know what another app will import from it), and the
// whole of react-router-dom is 51 KB brotli on every page; these exports are 13 KB. Add an export here
// before an app imports it: shell/src/features/routing/shared-router.test.ts fails on an import from
// react-router-dom that this module does not provide (the built app would get `undefined`).
// The package's own ES module by its path: a bare 'react-router-dom' here would be the shared module itself.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../node_modules/react-router-dom/dist/index.mjs';
