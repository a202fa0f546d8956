import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "@innovatehub/ui/sonner";
import "./app.css";
import { AuthProvider } from "./auth/auth-provider";
import { createQueryClient } from "./lib/query-client";
import { supabase } from "./lib/supabase";
import { router } from "./router";

const root = document.getElementById("root");
if (root === null) {
  throw new Error("index.html has no #root element");
}

// A session that ended elsewhere (signed out on another device, or the member removed) signs out here too.
const queryClient = createQueryClient(() => void supabase.auth.signOut({ scope: "local" }));

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
