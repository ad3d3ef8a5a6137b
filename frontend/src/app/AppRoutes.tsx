import { Suspense, type ReactElement } from "react";
import { Route, Switch } from "wouter";
import { stripBasename } from "@/shared/router/Router";
import { BareLayout } from "./layout/BareLayout";
import { Layout } from "./layout/Layout";
import { lazyRoute, type LazyRoute } from "./lazyRoute";
import { Live } from "./Live";
import { matchScreen, routerPath, SCREEN_PATTERNS, type ScreenPattern } from "./screenPatterns";
import type { ScreenDeclaration } from "./screens";

/** The screen element of a declaration: its component with its props, keyed by its name. */
function screenElement(screen: ScreenDeclaration): ReactElement<object, LazyRoute<object>> {
  const Screen = lazyRoute(screen.screen);
  // Keyed by the declaration, so two declarations drawn by one component (/video, /photo) remount.
  return <Screen key={screen.name} {...screen.props} />;
}

/** The route of a declaration: its regex for wouter, and its screen, in the bare layout if it has that one. */
function routeOf({ screen, pattern }: ScreenPattern) {
  const element = screenElement(screen);
  return (
    <Route key={screen.name} path={pattern}>
      {screen.layout === "bare" ? <BareLayout>{element}</BareLayout> : element}
    </Route>
  );
}

const isBare = ({ screen }: ScreenPattern) => screen.layout === "bare";
// The bare screens are tried first, which is their order in app/screens.ts too (its test holds it so).
const bareRoutes = SCREEN_PATTERNS.filter(isBare).map(routeOf);
const siteRoutes = SCREEN_PATTERNS.filter((entry) => !isBare(entry)).map(routeOf);
/** Every path no declaration takes. */
const NotFoundScreen = lazyRoute("NotFoundRoute");

/**
 * The route table, from the declarations in app/screens.ts: wouter's <Switch> shows the first
 * route whose pattern matches, in the order they are declared; every other path is not found.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
      <Switch>
        {bareRoutes}
        <Route>
          <Layout>
            <Switch>
              {siteRoutes}
              <Route>
                <NotFoundScreen />
              </Route>
            </Switch>
          </Layout>
        </Route>
      </Switch>
      <Live />
    </Suspense>
  );
}

/** The screen (a lazily loaded route) that shows `path` (inside the basename, decoded), as <Switch> picks it. */
export function screenFor(path: string): ReactElement<object, LazyRoute<object>> {
  const screen = matchScreen(path);
  return screen ? screenElement(screen) : <NotFoundScreen />;
}

/** Load the screen `pathname` shows before hydrating it, so hydration never suspends. */
export async function preloadMatches(pathname: string, basename?: string): Promise<void> {
  const path = stripBasename(pathname, basename ?? "") ?? pathname;
  await screenFor(routerPath(path)).type.preload();
}
