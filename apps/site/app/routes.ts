import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { legacyRedirects } from "@innovatehub/content/site";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("all-services", "routes/all-services.tsx"),
  route("contact", "routes/contact.tsx"),
  route("booking", "routes/booking.tsx"),
  route("digital-customizations", "routes/digital-customizations.tsx"),
  route("ecommerce", "routes/ecommerce.tsx"),
  route("ai-solutions", "routes/ai-solutions.tsx"),
  route("fintech-solutions", "routes/fintech-solutions.tsx"),
  route("global-expansion", "routes/global-expansion.tsx"),
  route("mobile-app-development", "routes/mobile-app-development.tsx"),
  route("clients", "routes/clients.tsx"),
  route("partners", "routes/partners.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("inquiry", "routes/inquiry.tsx"),
  route("manage-booking", "routes/manage-booking.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // One module for both languages and the agent page's views (the loader picks the copy and the view by path:
  // /apply, /status): the other paths cost every page's route manifest almost nothing.
  route("become-an-agent/:view?", "routes/become-an-agent.tsx", { id: "become-an-agent" }),
  route("fil/become-an-agent/:view?", "routes/become-an-agent.tsx", { id: "become-an-agent-fil" }),
  // Old /services/<id> links lead to the matching page.
  ...legacyRedirects.map(({ from }) =>
    route(from, "routes/legacy-redirect.tsx", { id: `redirect:${from}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
