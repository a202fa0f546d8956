import type { Meta, StoryObj } from "@storybook/react-vite";
import { legalCopy, privacyPolicy, termsOfUse } from "@innovatehub/content/site";
import { LegalDocument } from "./legal-document";

const meta = {
  title: "Site/Legal/Legal Document",
  component: LegalDocument,
  tags: ["autodocs"],
  args: {
    document: privacyPolicy,
    contentsLabel: legalCopy.contentsLabel,
    related: legalCopy.termsLink,
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};

export const TermsOfUse: Story = { args: { document: termsOfUse, related: legalCopy.privacyLink } };
