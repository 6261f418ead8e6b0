/** A latitude/longitude in degrees. */
export type GeoPoint = { readonly lat: number; readonly lon: number }

/** One row of the §9.3 table: a ZIP3 range and its region point (null = non-contiguous, zone 9). */
export type Zip3Region = {
  readonly from: number
  readonly to: number
  readonly region: string
  readonly point: GeoPoint | null
}

type Row = readonly [from: number, to: number, region: string, lat?: number, lon?: number]

// §9.3, transcribed row by row; split ranges (DC 569, FL 344/349/341–342, GA 398–399, El Paso 885)
// are separate rows. The 38 prefixes not listed (000–004, 269, 343, 345, 348, 428–429, 529, 568,
// 578–579, 589, 659, 694–699, 715, 817–819, 839, 848–849, 866–869, 886–888, 899) are unused ZIP3s
// and answer "invalid ZIP".
const ROWS: readonly Row[] = [
  [5, 5, 'NY Long Island', 40.8, -73.0],
  [6, 9, 'PR/VI'],
  [10, 27, 'MA', 42.3, -71.5],
  [28, 29, 'RI', 41.8, -71.4],
  [30, 38, 'NH', 43.0, -71.5],
  [39, 49, 'ME', 44.2, -69.9],
  [50, 59, 'VT', 44.3, -72.8],
  [60, 69, 'CT', 41.6, -72.8],
  [70, 89, 'NJ', 40.5, -74.4],
  [100, 119, 'NY metro', 40.8, -73.8],
  [120, 129, 'NY east', 42.7, -73.9],
  [130, 149, 'NY west', 43.0, -76.8],
  [150, 168, 'PA west', 40.6, -79.6],
  [169, 196, 'PA east', 40.2, -76.3],
  [197, 199, 'DE', 39.5, -75.6],
  [200, 205, 'DC', 38.9, -77.0],
  [569, 569, 'DC', 38.9, -77.0],
  [206, 219, 'MD', 39.2, -76.7],
  [220, 246, 'VA', 37.8, -77.8],
  [247, 268, 'WV', 38.6, -80.9],
  [270, 289, 'NC', 35.6, -79.4],
  [290, 299, 'SC', 34.0, -81.0],
  [300, 319, 'GA', 33.5, -84.1],
  [398, 399, 'GA', 31.6, -84.2],
  [320, 329, 'FL north', 29.8, -82.2],
  [344, 344, 'FL north', 29.8, -82.2],
  [330, 334, 'FL south', 26.3, -80.2],
  [349, 349, 'FL south', 26.3, -80.2],
  [335, 339, 'FL Tampa', 27.9, -82.4],
  [341, 342, 'FL Tampa', 27.9, -82.4],
  [346, 347, 'FL Orlando', 28.4, -81.7],
  [350, 369, 'AL', 33.0, -86.8],
  [370, 385, 'TN', 35.8, -86.4],
  [386, 397, 'MS', 32.6, -89.6],
  [400, 427, 'KY', 37.8, -85.4],
  [430, 459, 'OH', 40.2, -83.0],
  [460, 479, 'IN', 39.9, -86.3],
  [480, 499, 'MI', 42.8, -84.2],
  [500, 528, 'IA', 41.9, -93.1],
  [530, 549, 'WI', 43.7, -88.9],
  [550, 567, 'MN', 45.2, -93.6],
  [570, 577, 'SD', 43.9, -97.9],
  [580, 588, 'ND', 47.1, -98.4],
  [590, 599, 'MT', 46.5, -110.6],
  [600, 629, 'IL', 41.3, -88.4],
  [630, 658, 'MO', 38.4, -92.2],
  [660, 679, 'KS', 38.5, -96.6],
  [680, 693, 'NE', 41.2, -97.4],
  [700, 714, 'LA', 30.7, -91.5],
  [716, 729, 'AR', 35.0, -92.5],
  [730, 749, 'OK', 35.6, -96.9],
  [750, 754, 'TX Dallas', 32.8, -96.9],
  [755, 759, 'TX east', 32.3, -94.9],
  [760, 766, 'TX north', 32.5, -97.8],
  [767, 769, 'TX central', 31.3, -98.5],
  [770, 778, 'TX Houston', 29.8, -95.4],
  [779, 789, 'TX south', 29.6, -97.9],
  [790, 797, 'TX west', 32.5, -101.8],
  [798, 799, 'TX El Paso', 31.8, -106.4],
  [885, 885, 'TX El Paso', 31.8, -106.4],
  [800, 816, 'CO', 39.6, -105.0],
  [820, 831, 'WY', 42.5, -106.9],
  [832, 838, 'ID', 43.7, -116.2],
  [840, 847, 'UT', 40.6, -111.9],
  [850, 865, 'AZ', 33.5, -111.9],
  [870, 884, 'NM', 35.0, -106.5],
  [889, 898, 'NV', 36.4, -115.5],
  [900, 935, 'CA south', 34.0, -118.0],
  [936, 961, 'CA north', 37.7, -121.6],
  [967, 968, 'HI'],
  [969, 969, 'Guam'],
  [970, 979, 'OR', 45.1, -122.8],
  [980, 994, 'WA', 47.4, -122.2],
  [995, 999, 'AK'],
]

/** The ZIP3 → region table of §9.3. */
export const ZIP3_REGIONS: readonly Zip3Region[] = ROWS.map(([from, to, region, lat, lon]) => ({
  from,
  to,
  region,
  point: lat === undefined || lon === undefined ? null : { lat, lon },
}))

/** Military APO/FPO prefixes (§9.3): not quotable by these services. */
export const MILITARY_ZIP3: readonly (readonly [number, number])[] = [
  [90, 99],
  [340, 340],
  [962, 966],
]

/** The §9.3 row of a ZIP3 (0–999), or undefined when the prefix is unlisted. */
export const zip3Region = (zip3: number): Zip3Region | undefined =>
  ZIP3_REGIONS.find((row) => zip3 >= row.from && zip3 <= row.to)
