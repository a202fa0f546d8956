import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  company,
  copyrightLine,
  footerCopy,
  footerLegalLinks,
  footerQuickLinks,
  footerServiceLinks,
  interfaceIcons,
  type LinkItem,
} from "@innovatehub/content/site";
import { useCurrentYear } from "../hooks/use-current-year";
import { ContentIcon } from "../lib/icons";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

const footerLinkClass =
  "rounded-sm text-navy-muted transition-colors hover:text-navy-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-foreground";

function NewTabHint() {
  return <span className="sr-only"> {footerCopy.newTabHint}</span>;
}

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-small font-semibold tracking-wider text-navy-foreground uppercase">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function LinkList({ links }: { links: readonly LinkItem[] }) {
  return (
    <ul className="space-y-2.5 text-small">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path} className={footerLinkClass}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContactList() {
  return (
    <ul className="space-y-3 text-small">
      {company.phones.map((phone) => (
        <li key={phone.href}>
          <a href={phone.href} className={`${footerLinkClass} inline-flex items-center gap-2`}>
            <ContentIcon name={interfaceIcons.phone} className="size-4 shrink-0" />
            {phone.display}
          </a>
        </li>
      ))}
      <li>
        <a href={company.emailHref} className={`${footerLinkClass} inline-flex items-center gap-2 break-all lg:break-normal`}>
          <ContentIcon name={interfaceIcons.email} className="size-4 shrink-0" />
          {company.email}
        </a>
      </li>
      <li>
        <a
          href={company.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${footerLinkClass} inline-flex items-center gap-2`}
        >
          <ContentIcon name={interfaceIcons.chat} className="size-4 shrink-0" />
          {footerCopy.chatLabel}
          <NewTabHint />
        </a>
      </li>
    </ul>
  );
}

function OfficeList() {
  return (
    <ul className="grid gap-6 text-small sm:grid-cols-2 lg:max-w-4xl lg:gap-10">
      {company.offices.map((office) => (
        <li key={office.id}>
          <p className="font-semibold text-navy-foreground">{office.label}</p>
          <address className="mt-1 max-w-sm text-navy-muted not-italic">{office.address}</address>
          <a
            href={office.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${footerLinkClass} mt-1.5 inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline`}
          >
            <ContentIcon name={interfaceIcons.map} className="size-4 shrink-0" />
            {footerCopy.mapLinkLabel}
            <span className="sr-only"> ({office.label})</span>
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Shared footer (docs/product.md §2): links, offices, phones, e-mail, chat, social, portal, copyright. */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer data-slot="site-footer" className="bg-navy text-navy-foreground">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:gap-x-8 lg:px-8 lg:py-16">
        <div className="col-span-2 lg:col-span-3">
          <Link
            to="/"
            className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-navy-foreground"
          >
            <Logo tone="inverse" />
          </Link>
          <p className="mt-4 max-w-sm text-small text-navy-muted">{footerCopy.about}</p>
          <a
            href={company.portal.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-success px-4 text-small font-semibold text-success-foreground transition-colors hover:bg-success-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-foreground"
          >
            {footerCopy.portalLabel}
            <ContentIcon name={interfaceIcons.externalLink} className="size-4" />
            <NewTabHint />
          </a>
          <p className="mt-8 text-small font-semibold tracking-wider uppercase">{footerCopy.followHeading}</p>
          <ul className="mt-3 flex gap-2">
            {company.social.map((social) => (
              <li key={social.id}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-navy-hover text-navy-foreground transition-colors hover:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-foreground"
                >
                  <SocialIcon id={social.id} className="size-5" />
                  <span className="sr-only">
                    {social.name}
                    {` ${footerCopy.newTabHint}`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <FooterColumn heading={footerCopy.quickLinksHeading}>
            <nav aria-label={footerCopy.quickLinksHeading}>
              <LinkList links={footerQuickLinks} />
            </nav>
          </FooterColumn>
        </div>
        <div className="lg:col-span-3">
          <FooterColumn heading={footerCopy.servicesHeading}>
            <LinkList links={footerServiceLinks} />
          </FooterColumn>
        </div>
        <div className="col-span-2 lg:col-span-4">
          <FooterColumn heading={footerCopy.contactHeading}>
            <ContactList />
          </FooterColumn>
        </div>
        <div className="col-span-2 border-t border-navy-hover pt-10 lg:col-span-12">
          <FooterColumn heading={footerCopy.officesHeading}>
            <OfficeList />
          </FooterColumn>
        </div>
      </div>
      <div className="border-t border-navy-hover">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-small text-navy-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{copyrightLine(year)}</p>
          <nav aria-label={footerCopy.legalNavLabel}>
            <ul className="flex gap-6">
              {footerLegalLinks.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={footerLinkClass}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
