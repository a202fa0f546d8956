import type { Meta, StoryObj } from "@storybook/react-vite";
import { legalPages } from "@innovatehub/content/site";
import { LegalDocument } from "./legal-document";

const meta = {
  title: "Site/Legal/Legal Document",
  component: LegalDocument,
  tags: ["autodocs"],
  args: {
    document: legalPages.privacyPolicy,
    contentsLabel: legalPages.contentsLabel,
    related: legalPages.termsLink,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};

export const TermsOfUse: Story = { args: { document: legalPages.termsOfUse, related: legalPages.privacyLink } };
