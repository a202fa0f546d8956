import { company } from "../site";

export const bookingPage = {
  title: "Schedule a Meeting",
  subtitle: "Book a consultation, demo, or business meeting with our team.",
  frame: {
    title: "Schedule an Appointment",
    loading: "Loading the booking calendar...",
    fallbackText: "The booking calendar could not be loaded here.",
    fallbackLink: "Open the booking calendar in a new tab",
  },
  sideCard: {
    title: "Contact Information",
    phoneLabel: "Phone",
    emailLabel: "Email",
    officeLabel: "Office",
    officeAddress: company.mainOffice.address,
    directions: { name: "Get directions", href: company.mainOffice.mapUrl },
    hoursLabel: "Business Hours",
    hours: company.businessHours.label,
  },
  customBooking: {
    title: "Prefer a custom booking?",
    description:
      "Fill in our booking form and choose a time that suits you; we will confirm by e-mail.",
    button: "Use Booking Form",
  },
} as const;
