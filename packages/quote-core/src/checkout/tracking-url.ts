import type { Carrier } from '../schema/fulfilment'

// Each carrier's public tracking page, which takes the number in its query string.
const TRACKING_PAGES: Readonly<Record<Carrier, string>> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
}

/** The page where the customer follows a parcel of this carrier. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`
