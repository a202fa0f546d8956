import { createBrowserRouter, Navigate } from "react-router";
import { consoleRoutes } from "./console-paths";
import { RequireStaff } from "./auth/require-staff";
import { AppShell } from "./layout/app-shell";
import { FullPageLoading } from "./layout/full-page-loading";

// Each screen is its own chunk, loaded when it is first visited; the shell (session, navigation) loads with the app.
export const router = createBrowserRouter([
  {
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      {
        path: consoleRoutes.signIn,
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
                lazy: async () => ({ Component: (await import("./inbox/inbox-page")).InboxPage }),
              },
              {
                path: consoleRoutes.dashboard,
                lazy: async () => ({
                  Component: (await import("./dashboard/dashboard-page")).DashboardPage,
                }),
              },
              {
                path: consoleRoutes.agenda,
                lazy: async () => ({
                  Component: (await import("./agenda/agenda-page")).AgendaPage,
                }),
              },
              {
                path: consoleRoutes.bookingPattern,
                lazy: async () => ({
                  Component: (await import("./booking/booking-page")).BookingPage,
                }),
              },
              {
                path: consoleRoutes.inquiryPattern,
                lazy: async () => ({
                  Component: (await import("./inquiry/inquiry-page")).InquiryPage,
                }),
              },
              {
                path: consoleRoutes.closures,
                lazy: async () => ({
                  Component: (await import("./closures/closures-page")).ClosuresPage,
                }),
              },
              {
                path: consoleRoutes.people,
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
