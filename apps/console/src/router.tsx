import { createBrowserRouter, Navigate } from "react-router";
import { consoleRoutes } from "./console-paths";
import { RequireStaff } from "./auth/require-staff";
import { AppShell } from "./layout/app-shell";
import { FullPageLoading } from "./layout/full-page-loading";
import { RouteError } from "./layout/route-error";

// Each screen is its own chunk, loaded when it is first visited; the shell (session, navigation) loads with the app.
// Each screen has its own error boundary: a screen that throws (a chunk that fails to load, a value it cannot draw)
// is replaced by RouteError inside the shell, never a blank page.
export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      {
        path: consoleRoutes.signIn,
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import("./auth/sign-in-page")).SignInPage }),
      },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <Navigate to={consoleRoutes.inbox} replace /> },
              {
                path: consoleRoutes.inbox,
                errorElement: <RouteError />,
                lazy: async () => ({ Component: (await import("./inbox/inbox-page")).InboxPage }),
              },
              {
                path: consoleRoutes.applications,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./applications/applications-page")).ApplicationsPage,
                }),
              },
              {
                path: consoleRoutes.applicationPattern,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./application/application-page")).ApplicationPage,
                }),
              },
              {
                path: consoleRoutes.dashboard,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./dashboard/dashboard-page")).DashboardPage,
                }),
              },
              {
                path: consoleRoutes.agenda,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./agenda/agenda-page")).AgendaPage,
                }),
              },
              {
                path: consoleRoutes.bookingPattern,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./booking/booking-page")).BookingPage,
                }),
              },
              {
                path: consoleRoutes.inquiryPattern,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./inquiry/inquiry-page")).InquiryPage,
                }),
              },
              {
                path: consoleRoutes.closures,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./closures/closures-page")).ClosuresPage,
                }),
              },
              {
                path: consoleRoutes.people,
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import("./people/people-page")).PeoplePage,
                }),
              },
              { path: "*", element: <Navigate to={consoleRoutes.inbox} replace /> },
            ],
          },
        ],
      },
    ],
  },
]);
