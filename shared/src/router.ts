/**
 * The router, as one small shared singleton: apps import routing from here, never from
 * react-router-dom, so the page gets one router instance and only the parts CityLens uses.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useParams,
  useLocation,
  useSearchParams,
  useInRouterContext,
  matchPath,
} from 'react-router-dom';
export type { NavigateFunction, Location } from 'react-router-dom';
