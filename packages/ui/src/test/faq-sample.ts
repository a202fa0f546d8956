/** Sample questions shared by the Accordion and Disclosure stories and tests. */
export const FAQ_SAMPLE = [
  {
    id: "hours",
    question: "When are you open?",
    answer: "Monday to Friday, 9:00 AM to 5:00 PM (PHT).",
  },
  {
    id: "where",
    question: "Where are you based?",
    answer: "Batangas, Philippines, and expanding to Dubai.",
  },
  {
    id: "cost",
    question: "How much does a project cost?",
    answer: "It depends on scope; ask us for a quote.",
  },
] as const;
