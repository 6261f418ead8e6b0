/**
 * The name of the file part that replaces a design's artwork in a reorder
 * (`replace.{order_id}.{design_id}`). Apart from the reorder planner: the client names its
 * parts with it, and loads none of the pricing the planner needs.
 */
export const replacementKey = (orderId: number, designId: number): string =>
  `replace.${orderId}.${designId}`
