import { COLOR } from '../../catalog/ids'
import {
  colorAvailability,
  duplexAvailability,
  duplexColorOptions,
  frontBackAvailability,
} from '../../rules/option-availability'
import { frontBackOff } from '../../rules/option-table'
import type { Order } from '../../schema/order'
import { clearDesignLinks } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

const frontBackOn = (state: Order): Order => {
  if (!frontBackAvailability(state).available) return state
  if (!colorAvailability(state, COLOR.doubleSided).available) return state
  return {
    ...state,
    is_front_back: true,
    color_id: COLOR.doubleSided,
    designs_orders: clearDesignLinks(state.designs_orders),
  }
}

/**
 * order/colorModeToggled. Colour modes are exclusive; on sets color_id, off clears it
 * (null = full colour). Double-Sided and front/back are one choice for labels.
 */
export const applyColorModeToggled = (state: Order, colorId: number, on: boolean): Order => {
  if (colorId === COLOR.fullColor)
    return on ? frontBackOff(withFields(state, { color_id: null })) : state
  if (!on) {
    if (state.color_id !== colorId) return state
    return colorId === COLOR.doubleSided ? frontBackOff(state) : { ...state, color_id: null }
  }
  if (state.color_id === colorId || !colorAvailability(state, colorId).available) return state
  if (colorId === COLOR.doubleSided) return frontBackOn(state)
  return { ...frontBackOff(state), color_id: colorId }
}

/** order/frontBackToggled: the same choice as Double-Sided colour. */
export const applyFrontBackToggled = (state: Order, on: boolean): Order => {
  if (on === state.is_front_back) return state
  return on ? frontBackOn(state) : frontBackOff(state)
}

/** The inside colour duplex starts with: the order's colour when the board offers it. */
const duplexColorFor = (state: Order): number => {
  const wanted = state.color_id ?? COLOR.fullColor
  return duplexColorOptions(state).includes(wanted) ? wanted : COLOR.fullColor
}

/** order/duplexToggled: on sets the inside colour, off clears it; links always cleared. */
export const applyDuplexToggled = (state: Order, on: boolean): Order => {
  if (on === state.is_duplex) return state
  if (on && !duplexAvailability(state).available) return state
  return {
    ...state,
    is_duplex: on,
    duplex_color_id: on ? duplexColorFor(state) : null,
    designs_orders: clearDesignLinks(state.designs_orders),
  }
}

/** order/duplexColorSelected: one of the board's duplex colours, while duplex is on. */
export const applyDuplexColorSelected = (state: Order, colorId: number): Order => {
  if (!state.is_duplex || !duplexColorOptions(state).includes(colorId)) return state
  return withFields(state, { duplex_color_id: colorId })
}
