/**
 * The privacy notice's version: its effective date. A subscription records the version the visitor saw
 * (inquiries.consent_notice_version), so a new version of the notice gets a new date here.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";
