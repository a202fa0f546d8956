import { createBrowserRouter, Navigate } from "react-router";
import { consoleRoutes } from "@innovatehub/content";
import { RequireStaff } from "./auth/require-staff";
import { SignInPage } from "./auth/sign-in-page";
import { BookingPage } from "./booking/booking-page";
import { InboxPage } from "./inbox/inbox-page";
import { InquiryPage } from "./inquiry/inquiry-page";
import { PeoplePage } from "./people/people-page";
import { AppShell } from "./layout/app-shell";

export const router = createBrowserRouter([
  { path: consoleRoutes.signIn, element: <SignInPage /> },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <Navigate to={consoleRoutes.inbox} replace /> },
          { path: consoleRoutes.inbox, element: <InboxPage /> },
          { path: "/bookings/:id", element: <BookingPage /> },
          { path: "/inquiries/:id", element: <InquiryPage /> },
          { path: consoleRoutes.people, element: <PeoplePage /> },
          { path: "*", element: <Navigate to={consoleRoutes.inbox} replace /> },
        ],
      },
    ],
  },
]);
