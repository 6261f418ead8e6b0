/** What a placed line holds, as stored on it: labels, cartons or design work. */
export const ITEM_TYPES = ['labels', 'cartons', 'design'] as const
export type ItemType = (typeof ITEM_TYPES)[number]
