// The app's router (docs/adr/009-in-house-router-and-queries.md): import from "@/shared/router".
export { matchRoutes, stripBasename, type Params } from "./matchPath";
export { BrowserRouter, Link, MemoryRouter, StaticRouter, useLocation, useNavigate, useSearchParams, type Location, type Prepare } from "./Router";
export { Outlet, Route, Routes, rankedRoutes, useParams } from "./Routes";
