import type { Meta, StoryObj } from "@storybook/react-vite";
import { company, footerCopy, inquiryPage } from "@innovatehub/content/site";
import { DirectContact } from "./direct-contact";
import { InquiryChoices } from "./inquiry-choices";

function InquirySections() {
  return (
    <>
      <InquiryChoices label={inquiryPage.choicesLabel} choices={inquiryPage.choices} />
      <DirectContact
        {...inquiryPage.otherHelp}
        phone={company.primaryPhone}
        email={company.email}
        emailHref={company.emailHref}
        chatUrl={company.chatUrl}
        chatLabel={footerCopy.chatLabel}
      />
    </>
  );
}

const meta = {
  title: "Site/Inquiry/Inquiry Sections",
  component: InquirySections,
  tags: ["autodocs"],
} satisfies Meta<typeof InquirySections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
