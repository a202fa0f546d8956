import { describe, expect, it } from "vitest";
import {
  AGENT_CLOSED_RETENTION_DAYS,
  AGENT_DOCUMENT_VIEW_SECONDS,
  AGENT_RECORDS_YEARS_AFTER_AGENCY,
  AGENT_UNFINISHED_RETENTION_DAYS,
} from "@innovatehub/domain";
import { featuredPost, partnerAnnouncements } from "./blog";
import { allServicesPage } from "./pages/all-services";
import { bookingDialog } from "./booking-dialog";
import { bookingPage } from "./pages/booking";
import { clientsPage } from "./pages/clients-page";
import { clientDetailsCopy, clientSectionCopy } from "./client-section";
import { contactPage } from "./pages/contact";
import { homePage } from "./pages/home";
import { inquiryPage } from "./pages/inquiry-page";
import { legalPages } from "./pages/legal";
import { PRIVACY_NOTICE_VERSION } from "./privacy-notice";
import { notFoundPage } from "./pages/not-found";
import { partnersPage } from "./pages/partners-page";
import { servicePages, solutionLearnMorePath } from "./pages/service-pages";
import { servicesPage } from "./pages/services-page";
import { serviceIds } from "./services";
import { company } from "./site";
import { clientTestimonials, homeTestimonials, initialsOf } from "./testimonials";

describe("home", () => {
  it("has the four why-choose items in order", () => {
    expect(homePage.whyChoose.items.map((item) => item.title)).toEqual([
      "Speed",
      "Security",
      "Innovation",
      "Global Reach",
    ]);
  });

  it("has three testimonials with every field", () => {
    expect(homeTestimonials).toHaveLength(3);
    for (const item of homeTestimonials) {
      expect(Object.keys(item).sort()).toEqual([
        "company",
        "id",
        "image",
        "name",
        "role",
        "testimonial",
      ]);
    }
  });
});

describe("service pages", () => {
  it("exist for every service, at the service's path", () => {
    for (const id of serviceIds) {
      expect(servicePages[id].id).toBe(id);
      expect(servicePages[id].path).toBe(`/${id}`);
    }
  });

  it("show the spec's hero, buttons and feature points on /ai-solutions", () => {
    const page = servicePages["ai-solutions"];
    expect(page.hero.title).toBe("AI Solutions");
    expect(page.hero.subtitle).toBe("Intelligent Technology");
    expect(page.hero.primaryAction).toEqual({ name: "Explore AI Services", path: "#ai-services" });
    expect(page.hero.secondaryAction).toEqual({ name: "Schedule a Demo", path: "/contact" });
    expect(page.hero.featurePoints?.map((point) => point.title)).toEqual([
      "Smart Automation",
      "Rapid Deployment",
    ]);
    expect(page.intro).toBeDefined();
  });

  it("use the spec's buttons on the e-commerce, global and fintech pages", () => {
    expect(servicePages.ecommerce.hero.primaryAction).toEqual({
      name: "Explore Solutions",
      path: "#ecommerce-services",
    });
    expect(servicePages.ecommerce.hero.secondaryAction).toEqual({
      name: "Get a Quote",
      path: "/contact",
    });
    expect(servicePages["global-expansion"].hero.primaryAction.path).toBe("#global-services");
    expect(servicePages["fintech-solutions"].hero.primaryAction).toEqual({
      name: "Explore Solutions",
      path: "#fintech-services",
    });
    expect(servicePages["fintech-solutions"].hero.secondaryAction).toEqual({
      name: "Become an Agent",
      path: "/contact?service=platapay",
    });
  });

  it("anchor the hero's primary button on the service list section", () => {
    for (const id of serviceIds) {
      const page = servicePages[id];
      expect(page.hero.primaryAction.path).toBe(`#${page.serviceList.heading.id}`);
    }
  });

  it.each([
    ["ai-solutions", ["Intelligent Chatbots", "Business Intelligence", "Workflow Automation"]],
    [
      "digital-customizations",
      ["Custom Software Development", "API Development", "Legacy System Modernization"],
    ],
    ["ecommerce", ["Online Store Development", "Order Management", "Payment Integration"]],
    [
      "global-expansion",
      ["Dubai Market Entry", "International Fintech Solutions", "Global Business Consulting"],
    ],
    ["fintech-solutions", ["Bank-Level Security", "Digital Wallet", "Multiple Payment Options"]],
  ] as const)("%s has the spec's three cards", (id, titles) => {
    expect(servicePages[id].featureCards.items.map((card) => card.title)).toEqual(titles);
  });

  it("pick the inquiry form by page; fintech and mobile have none", () => {
    expect(servicePages["ai-solutions"].inquiry?.kind).toBe("ai");
    expect(servicePages["digital-customizations"].inquiry?.kind).toBe("digital");
    expect(servicePages.ecommerce.inquiry?.kind).toBe("ecommerce");
    expect(servicePages["global-expansion"].inquiry?.kind).toBe("global");
    expect(servicePages["fintech-solutions"].inquiry).toBeUndefined();
    expect(servicePages["mobile-app-development"].inquiry).toBeUndefined();
  });

  it("give digital an approach list and mobile the five process steps and technologies", () => {
    expect(servicePages["digital-customizations"].approach?.steps.length).toBeGreaterThan(0);
    expect(servicePages["mobile-app-development"].process?.steps.map((step) => step.title)).toEqual(
      [
        "Discovery & Strategy",
        "UI/UX Design",
        "Development & Integration",
        "Testing & Quality Assurance",
        "Deployment & Maintenance",
      ],
    );
    expect(servicePages["mobile-app-development"].technologies?.groups.length).toBeGreaterThan(0);
  });

  it("send Learn More to /ai-solutions only for the ai-solutions card", () => {
    expect(solutionLearnMorePath("ai-solutions")).toBe("/ai-solutions");
    expect(solutionLearnMorePath("business-apps")).toBe("/services");
    for (const card of servicePages["mobile-app-development"].solutionCards?.items ?? []) {
      expect(card.learnMore).toEqual({ name: "Learn More", path: solutionLearnMorePath(card.id) });
      expect(card.requestDemo).toEqual({ name: "Request a Demo", path: "/contact" });
    }
  });
});

describe("services and all-services pages", () => {
  it("use the spec's texts", () => {
    expect(servicesPage.title).toBe("Our Services");
    expect(servicesPage.hero.title).toBe("What We Do");
    expect(servicesPage.viewAllClients).toEqual({ name: "View All Clients", path: "/clients" });
    expect(allServicesPage.hero.primaryAction).toEqual({
      name: "Explore Services",
      path: "#all-services",
    });
    expect(allServicesPage.searchPlaceholder).toBe("Search services...");
    expect(allServicesPage.emptyTitle).toBe("No services found");
    expect(allServicesPage.emptyDescription).toBe("Try a different search term or category");
  });
});

describe("clients and partners pages", () => {
  it("use the spec's texts", () => {
    expect(clientsPage.title).toBe("Our Clients");
    expect(clientsPage.titleCompany).toBe(company.name);
    expect(clientsPage.hero.title).toBe("Partners in Digital Success");
    expect(clientsPage.hero.featurePoints.map((point) => point.title)).toEqual([
      "Trusted Partnerships",
      "Proven Results",
    ]);
    expect(clientsPage.hero.primaryAction).toEqual({
      name: "Explore Partnerships",
      path: "#client-showcase",
    });
    expect(clientsPage.showcaseHeading).toMatchObject({
      id: "client-showcase",
      title: "Our Valued Partners",
    });
    expect(clientSectionCopy.defaultTitle).toBe("Our Valued Clients");
    expect(clientSectionCopy.emptyMessage).toBe("No clients found for this filter");
    expect(clientDetailsCopy.title).toBe("Client Details");
    expect([
      partnersPage.byCategoryTab,
      partnersPage.allPartnersTab,
      partnersPage.allCategories,
    ]).toEqual(["By Category", "All Partners", "All Categories"]);
    expect([partnersPage.showMore, partnersPage.showLess]).toEqual(["Show More", "Show Less"]);
    expect(partnersPage.backToHome).toEqual({ name: "Back to Home", path: "/" });
    expect(partnersPage.contactUs).toEqual({ name: "Contact Us", path: "/contact" });
  });

  it("quote business owners on the clients page: restaurant, coffee shop, delivery", () => {
    expect(clientTestimonials).toHaveLength(3);
    for (const item of clientTestimonials) {
      expect(item.author).toBe("Business Owner");
    }
    expect(clientTestimonials.map((item) => item.quote).join(" ")).toMatch(
      /payment gateway[\s\S]*QR[\s\S]*delivery/,
    );
    expect(initialsOf("Business Owner")).toBe("BO");
    expect(initialsOf("  maria   dela cruz ")).toBe("MD");
  });
});

describe("blog", () => {
  it("features March 5, 2025 and four announcements with full text", () => {
    expect(featuredPost.date).toBe("2025-03-05");
    expect(featuredPost.dateLabel).toBe("March 5, 2025");
    expect(featuredPost.title).toMatch(/Five New Partners/i);
    expect(partnerAnnouncements.map((post) => post.dateLabel)).toEqual([
      "March 15, 2025",
      "March 4, 2025",
      "March 1, 2025",
      "February 27, 2025",
    ]);
    for (const post of [featuredPost, ...partnerAnnouncements]) {
      expect(post.body.length).toBeGreaterThanOrEqual(3);
      expect(
        new Date(`${post.date}T00:00:00Z`).toLocaleDateString("en-US", {
          dateStyle: "long",
          timeZone: "UTC",
        }),
      ).toBe(post.dateLabel);
    }
  });
});

describe("contact and booking", () => {
  it("has the five cards with the spec's titles and buttons", () => {
    expect(contactPage.hero.title).toBe("Get in Touch");
    expect(contactPage.cards.map((card) => [card.title, card.action.name])).toEqual([
      ["Chat with Us", "Start Chat"],
      ["Call Us", "+63 917 685 1216"],
      ["Visit Us", "Get Directions"],
      ["Email Us", "Send Email"],
      ["Book an Appointment", "Schedule Now"],
    ]);
    expect(contactPage.cards.map((card) => card.action.href)).toEqual([
      company.chatUrl,
      "tel:+639176851216",
      company.mainOffice.mapUrl,
      `mailto:${company.email}`,
      "/booking",
    ]);
    expect(contactPage.location.title).toBe("Our Location");
    expect(contactPage.hours.title).toBe("Business Hours");
    expect(`${contactPage.hours.days} ${contactPage.hours.time}`).toBe(
      "Monday to Friday 9:00 AM to 5:00 PM PHT",
    );
  });

  it("has the booking page and dialog texts word for word", () => {
    expect(bookingPage.title).toBe("Schedule a Meeting");
    expect(bookingPage.subtitle).toBe(
      "Book a consultation, demo, or business meeting with our team.",
    );
    expect(bookingPage.frame.title).toBe("Schedule an Appointment");
    expect(bookingPage.customBooking.title).toBe("Prefer a custom booking?");
    expect(bookingPage.customBooking.button).toBe("Use Booking Form");
    expect(bookingPage.sideCard.directions.name).toBe("Get directions");
    expect(bookingDialog.title).toBe("Schedule a Meeting");
    expect(bookingDialog.tabs).toEqual({ calendar: "Google Calendar", form: "Custom Form" });
    expect(Object.values(bookingDialog.fields).map((field) => field.label)).toEqual([
      "Full Name",
      "Email",
      "Company",
      "Phone Number",
      "Meeting Topic",
      "Meeting Type",
      "Duration",
      "Date",
      "Available Time Slots",
      "Additional Notes",
    ]);
    expect(bookingDialog.fields.phone.placeholder).toMatch(/^\+63 9\d{2} \d{3} \d{4}$/);
    expect([bookingDialog.selectDateFirst, bookingDialog.noSlots]).toEqual([
      "Select a date first",
      "No available slots",
    ]);
    expect([bookingDialog.cancel, bookingDialog.submit, bookingDialog.submitting]).toEqual([
      "Cancel",
      "Schedule Meeting",
      "Submitting...",
    ]);
    expect(bookingDialog.messages).toMatchObject({
      missingRequired: "Please fill in all required fields",
      insertFailedFallback: "Failed to submit booking request",
      unexpectedError: "An error occurred while submitting your booking request",
      unknownError: "An unknown error occurred",
      success: "Booking request submitted successfully!",
    });
  });
});

describe("not-found, inquiry and legal pages", () => {
  it("has the spec's not-found texts", () => {
    expect([notFoundPage.code, notFoundPage.title]).toEqual(["404", "Oops! Page not found"]);
    expect(notFoundPage.homeLink).toEqual({ name: "Return to Home", path: "/" });
  });

  it("offers the four inquiry forms and booking", () => {
    expect(inquiryPage.choices.map((choice) => choice.id)).toEqual([
      "ai",
      "digital",
      "ecommerce",
      "global",
      "booking",
    ]);
  });

  it("names the Data Privacy Act and a way to reach us", () => {
    const text = JSON.stringify(legalPages.privacyPolicy);
    expect(text).toContain("Republic Act No. 10173");
    expect(text).toContain(company.email);
    expect(legalPages.privacyPolicy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        "data-we-collect",
        "purposes",
        "retention",
        "your-rights",
        "contact",
      ]),
    );
    expect(legalPages.termsOfUse.sections.length).toBeGreaterThan(5);
  });

  it("states what RA 10173 asks a privacy notice to state (issue 24)", () => {
    const text = JSON.stringify(legalPages.privacyPolicy);
    for (const fact of [
      "utm_source",
      "host only",
      "Supabase, Inc. (United States)",
      "Resend, Inc. (United States)",
      "Google LLC (United States)",
      "Telegram",
      "No decision about you is made by automated means",
      "within 72 hours",
      "National Privacy Commission",
      "free of charge",
      "fifteen working days",
      "which version of this policy you saw",
    ]) {
      expect(text).toContain(fact);
    }
    expect(legalPages.privacyPolicy.effectiveDate).toBe(PRIVACY_NOTICE_VERSION);
  });

  it("tells agent applicants why, who sees their documents, how long they are kept and how to ask (issue 31)", () => {
    const section = legalPages.privacyPolicy.sections.find(({ id }) => id === "agent-applications");
    const text = JSON.stringify(section);
    for (const fact of [
      "sensitive personal information",
      "agent team",
      "authenticator app",
      `stops working after ${AGENT_DOCUMENT_VIEW_SECONDS} seconds`,
      `${AGENT_CLOSED_RETENTION_DAYS} days after that decision`,
      `${AGENT_UNFINISHED_RETENTION_DAYS} days before a decision`,
      `${AGENT_RECORDS_YEARS_AFTER_AGENCY} years after the agency ends`,
    ]) {
      expect(text).toContain(fact);
    }
    expect(JSON.stringify(legalPages.privacyPolicy)).toContain(
      "quote your application's reference number",
    );
  });
});
