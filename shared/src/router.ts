/**
 * The router, for every app. Apps import it from `@kompass/shared`, never from `react-router`:
 * shared as a Module Federation package the router arrives whole (about 60 KB gzipped), while
 * inside this singleton only what is listed here is bundled (about 15 KB), still exactly once
 * per page, so the shell's `BrowserRouter` is the context every remote's `Link` reads.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
} from 'react-router';
