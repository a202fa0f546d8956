import { interfaceIcons } from "@innovatehub/content/site";
import type { Action, Phone } from "@innovatehub/content/site";
import { ActionLink } from "../action-link";
import { ContentIcon } from "../../lib/icons";

type DirectContactProps = {
  title: string;
  description: string;
  action: Action;
  phone: Phone;
  email: string;
  emailHref: string;
  chatUrl: string;
  chatLabel: string;
};

const channelClasses =
  "inline-flex min-h-11 items-center gap-2 rounded-md px-1 font-semibold text-navy-foreground underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** "Something else?": direct ways to reach the team from the inquiry page. */
export function DirectContact({
  title,
  description,
  action,
  phone,
  email,
  emailHref,
  chatUrl,
  chatLabel,
}: DirectContactProps) {
  return (
    <section
      aria-labelledby="direct-contact-heading"
      className="px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-2xl bg-navy p-8 text-navy-foreground shadow-elevation-3 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="direct-contact-heading" className="text-h3">
            {title}
          </h2>
          <p className="mt-2 text-body text-navy-muted">{description}</p>
          <ul className="mt-4 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li>
              <a href={phone.href} className={channelClasses}>
                <ContentIcon name={interfaceIcons.phone} className="size-4" />
                {phone.display}
              </a>
            </li>
            <li>
              <a href={emailHref} className={`${channelClasses} break-all`}>
                <ContentIcon name={interfaceIcons.email} className="size-4 shrink-0" />
                {email}
              </a>
            </li>
            <li>
              <a
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={channelClasses}
              >
                <ContentIcon name={interfaceIcons.chat} className="size-4" />
                {chatLabel}
              </a>
            </li>
          </ul>
        </div>
        <ActionLink action={action} size="lg" className="shrink-0" />
      </div>
    </section>
  );
}
