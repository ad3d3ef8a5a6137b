import { Route, Routes } from "react-router";
import { Layout } from "./layout/Layout";
import { CategoryRoute } from "./routes/CategoryRoute";
import { HomeRoute } from "./routes/HomeRoute";
import { NewsTypeRoute } from "./routes/NewsTypeRoute";
import { NotFoundRoute } from "./routes/NotFoundRoute";
import { ProviderRoute } from "./routes/ProviderRoute";

/** The route table; Django's web/routes.py mirrors it to embed each route's data. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path=":categoryid/i" element={<CategoryRoute />} />
        <Route path=":providerid/p" element={<ProviderRoute />} />
        <Route path=":newstype/t" element={<NewsTypeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
