import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorPage } from './routes/route-error';

// The record and its printable page share one module and one import: each import() costs the
// landing page its list of chunks to preload.
const trainingRecordRoutes = () => import('./routes/training-record');

/**
 * One lazy module per route keeps every page out of the landing bundle; even the guards and the
 * providers load lazily, because the landing page needs neither.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.home,
        lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        lazy: () => import('./app-shell').then((m) => ({ Component: m.AppShell })),
        children: [
          {
            lazy: () => import('./guards').then((m) => ({ Component: m.RedirectIfSignedIn })),
            children: [
              {
                path: paths.auth,
                lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
              },
              {
                path: paths.start,
                lazy: () => import('./routes/start').then((m) => ({ Component: m.StartRoute })),
              },
            ],
          },
          // Not behind RedirectIfSignedIn: sign-up signs the user in before the restaurant is created.
          {
            path: paths.onboarding,
            lazy: () =>
              import('./routes/onboarding').then((m) => ({ Component: m.OnboardingRoute })),
          },
          { path: paths.dashboardAlias, element: <Navigate to={paths.dashboard} replace /> },
          {
            lazy: () => import('./guards').then((m) => ({ Component: m.RequireAuth })),
            children: [
              {
                lazy: () => import('./guards').then((m) => ({ Component: m.RequireManager })),
                children: [
                  {
                    path: paths.dashboard,
                    lazy: () =>
                      import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })),
                  },
                  {
                    path: paths.menus,
                    lazy: () => import('./routes/menus').then((m) => ({ Component: m.MenusRoute })),
                  },
                  {
                    path: paths.menuHistory,
                    lazy: () =>
                      import('./routes/menu-history').then((m) => ({
                        Component: m.MenuHistoryRoute,
                      })),
                  },
                  {
                    path: paths.upload,
                    lazy: () =>
                      import('./routes/upload').then((m) => ({ Component: m.UploadRoute })),
                  },
                  {
                    path: paths.menuEditor,
                    lazy: () =>
                      import('./routes/menu-editor').then((m) => ({
                        Component: m.MenuEditorRoute,
                      })),
                  },
                  {
                    path: paths.notifications,
                    lazy: () =>
                      import('./routes/notifications').then((m) => ({
                        Component: m.NotificationsRoute,
                      })),
                  },
                  {
                    path: paths.specials,
                    lazy: () =>
                      import('./routes/specials').then((m) => ({ Component: m.SpecialsRoute })),
                  },
                  {
                    path: paths.restaurantDetails,
                    lazy: () =>
                      import('./routes/restaurant-details').then((m) => ({
                        Component: m.RestaurantDetailsRoute,
                      })),
                  },
                  {
                    path: paths.staff,
                    lazy: () => import('./routes/staff').then((m) => ({ Component: m.StaffRoute })),
                  },
                  {
                    path: paths.training,
                    lazy: () =>
                      import('./routes/training').then((m) => ({ Component: m.TrainingRoute })),
                  },
                  {
                    path: paths.trainingRecord,
                    lazy: () =>
                      trainingRecordRoutes().then((m) => ({ Component: m.TrainingRecordRoute })),
                  },
                  {
                    path: paths.trainingRecordPrint,
                    lazy: () =>
                      trainingRecordRoutes().then((m) => ({
                        Component: m.TrainingRecordPrintRoute,
                      })),
                  },
                  {
                    path: paths.allergens,
                    lazy: () =>
                      import('./routes/allergens').then((m) => ({ Component: m.AllergensRoute })),
                  },
                ],
              },
              {
                lazy: () => import('./guards').then((m) => ({ Component: m.RequireStaff })),
                children: [
                  {
                    path: paths.myUpdates,
                    lazy: () =>
                      import('./routes/my-updates').then((m) => ({ Component: m.MyUpdatesRoute })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  // v7 behaviour opted into now, so the upgrade to v7 is a version bump (see docs/decisions).
  return createBrowserRouter(routes, {
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  });
}
