// What the apps' browser builds get for `react-router-dom`: the router's exports the store uses, and no
// more. A module shared through Module Federation is built whole, since any app might use any of its
// exports, so sharing the package itself sent all of react-router to every page. Sharing this surface
// instead sends only what it re-exports: react-router is bundled inside it, tree-shaken, and is not
// shared on its own. Source and tests import `react-router-dom` as usual; shared-surface.test.ts fails
// when an app imports a name missing here.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
