import { expect, type Locator } from "@playwright/test";
import { company } from "@innovatehub/content/site";

/** The company's main phone number and e-mail address, as working tel: and mailto: links inside `container`. */
export async function expectPhoneAndEmailLinks(container: Locator): Promise<void> {
  await expect(container.getByRole("link", { name: company.primaryPhone.display })).toHaveAttribute(
    "href",
    company.primaryPhone.href,
  );
  await expect(container.getByRole("link", { name: company.email })).toHaveAttribute("href", company.emailHref);
}
