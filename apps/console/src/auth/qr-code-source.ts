const SVG_DATA_PREFIX = "data:image/svg+xml;utf-8,";

/**
 * supabase-js hands the enrol QR code over as `data:image/svg+xml;utf-8,<svg …>` without encoding the markup,
 * so a `#` in a colour ends the URL early and the image breaks. Encoding the markup makes it a valid data URL.
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = qrCode.startsWith(SVG_DATA_PREFIX) ? qrCode.slice(SVG_DATA_PREFIX.length) : qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
