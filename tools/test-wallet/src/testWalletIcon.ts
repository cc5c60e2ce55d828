// Our own mark (a door arch, for "portico") so the announced icon needs no remote image.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#3b5bdb"/>' +
  '<path d="M24 76V44a24 24 0 0 1 48 0v32h-12V44a12 12 0 0 0-24 0v32z" fill="#fff"/>' +
  '<circle cx="48" cy="24" r="5" fill="#ffd43b"/>' +
  '</svg>'

/** The test wallet's EIP-6963 icon: an inline SVG data URI (RFC 2397). */
export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}` as const
